import Foundation
import ReuseExamples
import ReuseKit
import ReuseTerminal

/// A contact's card in the demo's grid: avatar, name, number.
final class ContactCard: CollectionViewCell {
    let avatar = ImageView()
    let nameLabel = Label()
    let numberLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [avatar, nameLabel, numberLabel] { contentView.addSubview(view) }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as `View/init(coder:)` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        if ContactCell.resetsInPrepareForReuse { avatar.image = nil }
    }
}

/// `reusekit demo --grid`: the same contacts as a grid of cards in A-Z sections, each header pinned while its
/// section is on screen, avatars loading asynchronously with prefetching on, and the reuse counters in the
/// status line.
@MainActor
final class DemoGrid: CollectionHost, CollectionViewDataSource, CollectionViewDelegate,
    CollectionViewDataSourcePrefetching
{
    static let cardWidth: CGFloat = 25
    let contacts: Contacts
    let avatars: AvatarStore

    init(total: Int, avatars loading: AvatarLoading) {
        contacts = Contacts(total: total)
        avatars = AvatarStore(loading: loading)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: Self.cardWidth, height: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        layout.sectionHeadersPinToVisibleBounds = true
        let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(collectionView: grid, title: "Contacts — a grid of \(total.formatted()) cards")
        grid.register(ContactCard.self, forCellWithReuseIdentifier: "card")
        grid.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "letter")
        grid.dataSource = self
        grid.delegate = self
        grid.prefetchDataSource = self
        grid.prefetchPolicy = .screenfuls(leading: 1, trailing: 0.5)
    }

    override var statusText: String {
        guard message == nil else { return super.statusText }
        let s = collectionView.statistics
        return " cells \(s.cellsCreated) · reused \(s.cellsReused.formatted()) · prefetched "
            + "\(s.rowsPrefetched.formatted()) ·" + hints
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { Contacts.letters.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        contacts.rows(inSection: section)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let card = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! ContactCard
        let source = contacts.source(IndexPath(row: indexPath.item, section: indexPath.section))
        let name = contacts.name(source)
        card.nameLabel.text = name
        card.numberLabel.text = contacts.number(source)
        if contacts.hasPhoto(source) {
            switch avatars.loading {
            case .immediate: card.avatar.image = Image(named: name)
            case .simulated: card.avatar.setImage(from: AvatarSource(key: name, store: avatars))
            }
        }
        return card
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "letter", for: indexPath)
        view.accessibilityLabel = Contacts.letters[indexPath.section]
        return view
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        let source = contacts.source(IndexPath(row: indexPath.item, section: indexPath.section))
        message = "selected \(contacts.name(source))"
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for path in indexPaths {
            let source = contacts.source(IndexPath(row: path.item, section: path.section))
            if contacts.hasPhoto(source) { avatars.prefetch(contacts.name(source)) }
        }
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for path in indexPaths {
            avatars.cancel(contacts.name(contacts.source(IndexPath(row: path.item, section: path.section))))
        }
    }
}
