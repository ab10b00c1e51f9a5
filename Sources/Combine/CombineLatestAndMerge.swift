// Combine's `combineLatest` and `merge`, which OpenCombine 0.14 lacks, under Apple's names and shapes. Each is
// made of OpenCombine's own operators: a merge is a flat map over the publishers (it finishes when all finish and
// fails with the first failure), and a combination is a merge of tagged values whose latest pair is kept by a scan.

extension Publishers {
    /// The elements of many publishers of one type, interleaved as they come (Combine's `Publishers.MergeMany`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Sequence<[Upstream], Failure>(sequence: publishers)
                .flatMap { $0 }
                .receive(subscriber: subscriber)
        }

        /// This merge with one more publisher.
        public func merge(with other: Upstream) -> MergeMany {
            MergeMany(publishers + [other])
        }
    }

    /// The elements of two publishers, interleaved as they come (Combine's `Publishers.Merge`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
        }
    }

    /// The elements of three publishers, interleaved as they come (Combine's `Publishers.Merge3`).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
                .receive(subscriber: subscriber)
        }
    }

    /// The latest element of each of two publishers, as a pair, each time either publishes once both have
    /// (Combine's `Publishers.CombineLatest`). It finishes when both finish, and fails with the first failure.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        private enum Latest {
            case a(A.Output)
            case b(B.Output)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.map { Latest.a($0) }.eraseToAnyPublisher(), b.map { Latest.b($0) }.eraseToAnyPublisher())
                .scan((A.Output?.none, B.Output?.none)) { latest, value in
                    switch value {
                    case .a(let element): (element, latest.1)
                    case .b(let element): (latest.0, element)
                    }
                }
                .compactMap { latest -> (A.Output, B.Output)? in
                    guard let first = latest.0, let second = latest.1 else { return nil }
                    return (first, second)
                }
                .receive(subscriber: subscriber)
        }
    }

    /// The latest elements of three publishers (Combine's `Publishers.CombineLatest3`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest<CombineLatest<A, B>, C>(CombineLatest(a, b), c)
                .map { pair, third in (pair.0, pair.1, third) }
                .receive(subscriber: subscriber)
        }
    }

    /// The latest elements of four publishers (Combine's `Publishers.CombineLatest4`).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest<CombineLatest<A, B>, CombineLatest<C, D>>(CombineLatest(a, b), CombineLatest(c, d))
                .map { first, second in (first.0, first.1, second.0, second.1) }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// This publisher's latest element paired with `other`'s, each time either publishes once both have.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest elements of this publisher and `other`, combined by `transform`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// This publisher's latest element with those of two others.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// The latest elements of this publisher and two others, combined by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// This publisher's latest element with those of three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// The latest elements of this publisher and three others, combined by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }

    /// This publisher's elements and `other`'s, interleaved as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// This publisher's elements and those of two others, interleaved as they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }
}
