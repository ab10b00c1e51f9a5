import ReuseKit
import Testing

private final class PhotoCell: CollectionViewCell {
    let caption = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// An album screen as UIKit code writes one: a collection view controller subclass overriding the data source and
/// delegate, with the flow layout's delegate in an extension.
private final class AlbumViewController: CollectionViewController {
    var photos = (0..<60).map { "Photo \($0)" }
    var opened: [String] = []

    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.caption.text = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.item])
    }
}

extension AlbumViewController: CollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
}

@MainActor
@Test func aCollectionViewControllerSubclassShowsItsItemsAndClearsItsSelectionWhenItAppearsAgain() {
    let album = AlbumViewController()
    let navigation = NavigationController(rootViewController: album)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let grid = album.collectionView!
    #expect(album.collectionViewLayout is CollectionViewFlowLayout)
    // The delegate's insets: 374 points between them hold three 120-point photos.
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == CGPoint(x: 8, y: 8))
    #expect((grid.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)?.caption.text == "Photo 4")
    grid.tapItem(at: IndexPath(item: 4, section: 0))
    #expect(album.opened == ["Photo 4"])
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    navigation.pushViewController(ViewController(nibName: nil, bundle: nil), animated: false)
    navigation.popViewController(animated: false)
    #expect(grid.indexPathsForSelectedItems == [])
}
