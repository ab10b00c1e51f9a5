import Foundation

/// Numbers registrations, so each has a reuse queue of its own.
@MainActor
enum RegistrationCounter {
    static var next = 0
    /// How deep the collection views are in asking their data sources for cells now (cellForItemAt, a diffable
    /// data source's cell provider): a registration made there is UIKit's error.
    static var insideCellProvider = 0

    static func identifier(_ what: String, _ type: Any.Type) -> String {
        next += 1
        return "\(what)#\(next)<\(type)>"
    }
}

extension CollectionView {
    /// A registration of a cell class (or nib) with the code that configures its cells for an item: UIKit's
    /// `UICollectionView.CellRegistration`. Make it once (a property of the view controller, or outside the
    /// data source's closure) and pass it to ``dequeueConfiguredReusableCell(using:for:item:)``: each
    /// registration has a reuse queue of its own, made on its first use.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures `cell` for `item` at the index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let identifier: String
        let nib: Nib?
        let handler: Handler
        /// Whether it was made while a collection view asked for a cell: dequeuing with it stops, as on iOS 15.
        let madeInsideCellProvider: Bool

        /// A registration of `Cell`, made with `init(frame:)`.
        @preconcurrency @MainActor
        public init(handler: @escaping Handler) {
            identifier = RegistrationCounter.identifier("CellRegistration", Cell.self)
            nib = nil
            self.handler = handler
            madeInsideCellProvider = RegistrationCounter.insideCellProvider > 0
        }

        /// A registration of cells made from a nib.
        @preconcurrency @MainActor
        public init(cellNib: Nib, handler: @escaping Handler) {
            identifier = RegistrationCounter.identifier("CellRegistration", Cell.self)
            nib = cellNib
            self.handler = handler
            madeInsideCellProvider = RegistrationCounter.insideCellProvider > 0
        }
    }

    /// A registration of a supplementary view class (or nib) of one kind with the code that configures its
    /// views: UIKit's `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at the index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let identifier: String
        let nib: Nib?
        let handler: Handler

        @preconcurrency @MainActor
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = RegistrationCounter.identifier("SupplementaryRegistration", Supplementary.self)
            nib = nil
            self.handler = handler
        }

        @preconcurrency @MainActor
        public init(supplementaryNib: Nib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = RegistrationCounter.identifier("SupplementaryRegistration", Supplementary.self)
            nib = supplementaryNib
            self.handler = handler
        }
    }

    /// A cell from the registration's queue (registered on first use), configured by its handler for `item`.
    /// A nil item leaves the cell as the queue gave it (UIKit passes it on, and the handler's `Item` then
    /// cannot hold it).
    ///
    /// - Complexity: O(q), q the cells waiting in that queue, plus the handler.
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registration.madeInsideCellProvider {
            ProgrammerError.stop(.registrationCreatedInsideCellProvider(registration.identifier))
        }
        if viewSource(kind: Self.cellKind, identifier: registration.identifier) == nil {
            setViewSource(
                registration.nib.map { .nib($0) } ?? .type(Cell.self), kind: Self.cellKind,
                identifier: registration.identifier, method: "dequeueConfiguredReusableCell(using:for:item:)")
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
        else {
            ProgrammerError.stop(.invalidNib(identifier: registration.identifier, expected: "\(Cell.self)"))
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from the registration's queue (registered on first use), configured by its handler.
    ///
    /// - Complexity: O(q), q the views waiting in that queue, plus the handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if viewSource(kind: kind, identifier: registration.identifier) == nil {
            setViewSource(
                registration.nib.map { .nib($0) } ?? .type(Supplementary.self), kind: kind,
                identifier: registration.identifier, method: "dequeueConfiguredReusableSupplementary(using:for:)")
        }
        guard
            let view = dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath) as? Supplementary
        else {
            ProgrammerError.stop(.invalidNib(identifier: registration.identifier, expected: "\(Supplementary.self)"))
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
