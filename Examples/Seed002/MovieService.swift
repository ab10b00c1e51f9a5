import ReuseKit

/// A movie as seed 002's search results carry it (the Naver movie search API's fields that the cells show).
public struct Movie: Hashable, Sendable {
    public var title: String
    public var director: String
    public var pubDate: String
    public var userRating: String

    public init(title: String, director: String, pubDate: String, userRating: String) {
        self.title = title
        self.director = director
        self.pubDate = pubDate
        self.userRating = userRating
    }
}

/// One page of results: `display` is how many the page holds, as the API reports it.
public struct MovieSearchResult: Sendable {
    public var total: Int?
    public var display: Int?
    public var items: [Movie] = []

    public init(total: Int? = nil, display: Int? = nil, items: [Movie] = []) {
        self.total = total
        self.display = display
        self.items = items
    }
}

/// A thumbnail as the image search returns it: the image's address.
public struct Thumbnail: Hashable, Sendable {
    public var title: String
    public var thumbImage: String

    public init(title: String, thumbImage: String) {
        self.title = title
        self.thumbImage = thumbImage
    }
}

public struct ThumbnailSearchResult: Sendable {
    public var total: Int?
    public var display: Int?
    public var items: [Thumbnail] = []

    public init(total: Int? = nil, display: Int? = nil, items: [Thumbnail] = []) {
        self.total = total
        self.display = display
        self.items = items
    }
}

/// A network in virtual time, standing in for the seed's Alamofire calls: each request answers after
/// ``latency`` seconds, when ``run(until:)`` reaches its time. Tests and traces drive it frame by frame with the
/// view's clock, so the pages arrive while the user scrolls, as they would on a phone.
@MainActor
public final class FakeNetwork {
    /// How long a request takes, in seconds.
    public var latency: Double
    /// The virtual time now.
    public private(set) var now: Double = 0
    /// Every request made, in order: `movies love 101` (kind, query, first result).
    public private(set) var requests: [String] = []
    private var pending: [(due: Double, order: Int, deliver: @MainActor () -> Void)] = []
    private var order = 0

    public init(latency: Double = 0.3) {
        self.latency = latency
    }

    /// Requests still on the way.
    public var inFlight: Int { pending.count }

    func send(_ description: String, deliver: @escaping @MainActor () -> Void) {
        requests.append(description)
        order += 1
        pending.append((now + latency, order, deliver))
    }

    /// Moves the clock to `time`, delivering every answer due by then, oldest first.
    public func run(until time: Double) {
        now = max(now, time)
        while let next = pending.indices.filter({ pending[$0].due <= now + 1e-9 }).min(by: {
            (pending[$0].due, pending[$0].order) < (pending[$1].due, pending[$1].order)
        }) {
            let request = pending.remove(at: next)
            request.deliver()
        }
    }
}

/// Seed 002's `MovieService`, answering from a made-up catalogue over a ``FakeNetwork``: ``total`` movies match
/// any query; a page holds up to `display` of them from `start` (counted from 1, as the API counts). Static, as
/// the seed calls it: a test gives it its network and catalogue first.
@MainActor
public enum MovieService {
    public static var network = FakeNetwork()
    public static var total = 450

    public static func movieSearchList(
        queryString: String, country: String, start: Int, display: Int,
        completion: @escaping @MainActor (MovieSearchResult) -> Void
    ) {
        let total = total
        network.send("movies \(queryString) \(start)") {
            let first = max(start, 1)
            let last = min(first + display - 1, total)
            let items =
                first <= last
                ? (first...last).map {
                    Movie(
                        title: "\(queryString) \($0)", director: "Director \($0 % 37)", pubDate: "\(1990 + $0 % 30)",
                        userRating: "\(Double($0 % 100) / 10)")
                } : []
            completion(MovieSearchResult(total: total, display: items.count, items: items))
        }
    }
}

/// The image search and the image server the thumbnail grid loads from, over a ``FakeNetwork``; static, as
/// the app calls it.
@MainActor
public enum ThumbnailService {
    public static var network = FakeNetwork()
    public static var total = 1000

    public static func thumbnailSearchList(
        queryString: String, start: Int, display: Int,
        completion: @escaping @MainActor (ThumbnailSearchResult) -> Void
    ) {
        let total = total
        network.send("thumbnails \(queryString) \(start)") {
            let first = max(start, 1)
            let last = min(first + display - 1, total)
            let items =
                first <= last
                ? (first...last).map { Thumbnail(title: "\(queryString) \($0)", thumbImage: "thumb\($0).jpg") } : []
            completion(ThumbnailSearchResult(total: total, display: items.count, items: items))
        }
    }

    /// Loads one image by its address, as Kingfisher's `setImage(with:)` did.
    public static func image(at address: String, completion: @escaping @MainActor (Image) -> Void) {
        network.send("image \(address)") {
            if let image = Image(named: address) { completion(image) }
        }
    }
}
