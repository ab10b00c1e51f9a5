import ReuseKit

/// The thumbnail cell of seed 002's app: an image view that loads its thumbnail when `thumbData` is set, as the
/// app's Kingfisher call did. A reused cell's load is cancelled before it shows another thumbnail, so a late
/// image never lands in the wrong cell.
public final class ThumbnailCollectionViewCell: CollectionViewCell {
    public let thumbImageView = ImageView()

    public var thumbData: Thumbnail? {
        didSet {
            guard let thumb = thumbData else { return }
            let token = thumbImageView.beginImageLoad(key: thumb.thumbImage)
            ThumbnailService.image(at: thumb.thumbImage) { [weak self] image in
                self?.thumbImageView.finishImageLoad(token, image: image)
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(thumbImageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        thumbImageView.frame = contentView.bounds
    }
}

/// The thumbnail grid of seed 002's app ("CollectionView에도 위와 거의 비슷한 로직으로 Prefetching을 적용"): three
/// columns of thumbnails 2 points apart, 100 at a time, and when prefetching reaches the last loaded item it
/// loads the next 100. The storyboard's outlet, item size and prototype cell become a collection view made and
/// registered in `viewDidLoad`. The next page starts after the last item loaded (`itemStartIdx + 1`), as the
/// movie table's does; the app's grid asked from `itemStartIdx` and so loaded the last item twice.
public final class ThumbnailViewController: ViewController {
    private var queryString: String = ""
    private let displayCount: Int = 100
    private var itemStartIdx: Int = 0
    public private(set) var thumbnailResult: ThumbnailSearchResult = ThumbnailSearchResult()

    public var thumbCollectionView: CollectionView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 126, height: 126)
        thumbCollectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        thumbCollectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        thumbCollectionView.register(ThumbnailCollectionViewCell.self, forCellWithReuseIdentifier: "thumbCell")
        thumbCollectionView.dataSource = self
        thumbCollectionView.delegate = self
        view.addSubview(thumbCollectionView)
        thumbCollectionView.prefetchDataSource = self
    }

    /// What the search bar's search button does.
    public func search(_ query: String) {
        queryString = query
        loadThumbs(queryString: query)
    }

    func loadThumbs(queryString: String) {
        self.itemStartIdx = 0
        ThumbnailService.thumbnailSearchList(queryString: queryString, start: 1, display: self.displayCount) { result in
            self.thumbnailResult = result
            self.thumbCollectionView.setContentOffset(.zero, animated: true)
            if let thumbDisplay = self.thumbnailResult.display {
                self.itemStartIdx += thumbDisplay
            }
            self.thumbCollectionView.reloadData()
        }
    }

    func loadMoreThumbs() {
        guard thumbnailResult.items.count - 1 < self.itemStartIdx else { return }
        ThumbnailService.thumbnailSearchList(
            queryString: self.queryString, start: self.itemStartIdx + 1, display: self.displayCount
        ) { result in
            self.thumbnailResult.items.append(contentsOf: result.items)
            if let thumbDisplay = self.thumbnailResult.display {
                self.itemStartIdx += thumbDisplay
            }
            self.thumbCollectionView.reloadData()
        }
    }
}

extension ThumbnailViewController: CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            if indexPath.row == self.itemStartIdx - 1 {
                loadMoreThumbs()
                break
            }
        }
    }
}

extension ThumbnailViewController: CollectionViewDataSource {
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        return thumbnailResult.items.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "thumbCell", for: indexPath)
            as! ThumbnailCollectionViewCell
        let currentCell = self.thumbnailResult.items[indexPath.row]
        cell.thumbData = currentCell
        return cell
    }
}

extension ThumbnailViewController: CollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        return 2
    }

    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        return 2
    }

    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    }
}
