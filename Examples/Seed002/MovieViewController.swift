import ReuseKit

/// Seed 002's movie search cell: the storyboard's labels, filled from `movieData`.
public final class MovieTableViewCell: TableViewCell {
    public let titleLabel = Label()
    public let directorLabel = Label()
    public let ratingLabel = Label()

    public var movieData: Movie? {
        didSet {
            titleLabel.text = movieData?.title
            directorLabel.text = movieData?.director
            ratingLabel.text = movieData?.userRating
        }
    }

    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for label in [titleLabel, directorLabel, ratingLabel] { contentView.addSubview(label) }
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        directorLabel.font = .systemFont(ofSize: 14)
        directorLabel.textColor = .secondaryLabel
        ratingLabel.font = .systemFont(ofSize: 14)
        ratingLabel.textAlignment = .right
    }

    /// Where the storyboard's constraints put the labels: the title above the director on the left, the rating on
    /// the right.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        ratingLabel.frame = CGRect(x: bounds.maxX - 76, y: 0, width: 60, height: bounds.height)
        titleLabel.frame = CGRect(x: 16, y: 4, width: max(bounds.width - 100, 0), height: bounds.height / 2 - 2)
        directorLabel.frame = CGRect(
            x: 16, y: bounds.height / 2, width: max(bounds.width - 100, 0), height: bounds.height / 2 - 4)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Seed 002's `MovieViewController`, ported by dropping the `UI` prefix: the search results table loads 100
/// movies, and when prefetching reaches the last loaded row it loads the next 100, as the seed wrote it. The
/// storyboard's outlet and prototype cell become a table made and registered in `viewDidLoad`; `MovieService` is
/// the fake one, over a ``FakeNetwork`` in virtual time.
public final class MovieViewController: ViewController {
    private var loadMoreFlag: Bool = false
    private let displayCount: Int = 100
    private var itemStartIdx: Int = 0
    private var movies: MovieSearchResult = MovieSearchResult()
    public private(set) var queryString: String = ""
    private let country: String = "KR"

    public var movieTableView: TableView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        movieTableView = TableView(frame: view.bounds, style: .plain)
        movieTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        movieTableView.rowHeight = 100
        movieTableView.register(MovieTableViewCell.self, forCellReuseIdentifier: "movieCell")
        movieTableView.dataSource = self
        view.addSubview(movieTableView)
        // 현재의 뷰 컨트롤러를 PrefetchDataSource로 지정
        movieTableView.prefetchDataSource = self
    }

    /// What the app's search bar does: remember the query and load its first page.
    public func search(_ query: String) {
        queryString = query
        loadMoreFlag = false
        loadMovies(queryString: query)
    }

    /// The movies loaded so far.
    public var loadedCount: Int { movies.items.count }

    func loadMovies(queryString: String) {
        if !self.loadMoreFlag {
            self.itemStartIdx = 0
            MovieService.movieSearchList(
                queryString: queryString, country: self.country, start: 1, display: self.displayCount
            ) { result in
                self.movies = result
                self.movieTableView.setContentOffset(.zero, animated: true)
                if let movieDisplay = self.movies.display {
                    self.itemStartIdx += movieDisplay
                }
                self.movieTableView.reloadData()
                self.loadMoreFlag = true
            }
        } else {
            guard movies.items.count - 1 < self.itemStartIdx else { return }
            MovieService.movieSearchList(
                queryString: self.queryString, country: self.country, start: self.itemStartIdx + 1,
                display: self.displayCount
            ) { result in
                self.movies.items.append(contentsOf: result.items)
                if let movieDisplay = self.movies.display {
                    self.itemStartIdx += movieDisplay
                }
                self.movieTableView.reloadData()
            }
        }
    }
}

extension MovieViewController: TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            // 배열이 가지고 있는 마지막 인덱스를 보여달라고 할 경우 통신을 통해 데이터를 더 가져옴
            if indexPath.row == self.itemStartIdx - 1 {
                loadMovies(queryString: self.queryString)
                break
            }
        }
    }
}

extension MovieViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return movies.items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "movieCell", for: indexPath) as! MovieTableViewCell

        let currentCellMovie = self.movies.items[indexPath.row]
        cell.movieData = currentCellMovie

        return cell
    }
}
