import ReuseKit
import ReuseTestSupport
import Testing

@MainActor
@Suite struct RegistrationTests {
    final class NibCell: TableViewCell {
        var wakes = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            wakes += 1
        }
    }

    @Test func nibCellsWakeOnceAndGetTheRegisteredIdentifier() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.register(Nib { NibCell(style: .subtitle, reuseIdentifier: nil) }, forCellReuseIdentifier: "Nib")
        let cell = table.dequeueReusableCell(withIdentifier: "Nib", for: IndexPath(row: 0, section: 0)) as! NibCell
        #expect(cell.wakes == 1)
        #expect(cell.reuseIdentifier == "Nib")
        #expect(cell.detailTextLabel != nil, "the nib made a subtitle cell")
    }

    @Test func theOldDequeueReturnsNilForUnknownIdentifiers() {
        let table = TableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") != nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header")?.reuseIdentifier == "Header")
    }

    @Test func cellsWithoutAnIdentifierAreNeverReused() {
        final class Source: TableViewDataSource {
            var made = 0
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                made += 1
                return TableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 132), style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        table.scrollDown(by: 44 * 10)
        #expect(source.made == 13)
        #expect(table.statistics.mostCellsAlive <= 4)
    }
}

@MainActor
@Suite struct ViewTests {
    @Test func visibleStateDescribesWhatAPersonSees() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Anna"
        cell.detailTextLabel?.text = "Hi"
        cell.imageView?.image = Image(systemName: "person")
        cell.backgroundColor = .brown
        let state = cell.visibleState
        #expect(state["backgroundColor"] == "brown")
        #expect(
            state.description == """
                TableViewCell backgroundColor=brown
                  View
                    Label text="Anna" textColor=label
                    Label text="Hi" textColor=label font=12.0
                    ImageView image=person
                """)
    }

    @Test func hierarchyAndLayoutCycle() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let parent = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = Counting()
        parent.addSubview(child)
        #expect(child.superview === parent)
        parent.layoutIfNeeded()
        #expect(child.layouts == 1)
        parent.layoutIfNeeded()
        #expect(child.layouts == 1)
        child.frame.size = CGSize(width: 5, height: 5)
        parent.layoutIfNeeded()
        #expect(child.layouts == 2)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
    }

    @Test func buttonsFallBackToTheirNormalState() {
        let button = Button()
        button.setTitle("Like", for: .normal)
        button.setImage(Image(systemName: "heart"), for: .normal)
        button.setImage(Image(systemName: "heart.fill"), for: .selected)
        #expect(button.title(for: .highlighted) == "Like")
        #expect(button.currentImage?.name == "heart")
        button.isSelected = true
        #expect(button.currentImage?.name == "heart.fill")
    }

    @Test func colorsAndIndexPaths() {
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 1).description == "#ff8000")
        #expect(Color.brown.description == "brown")
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.row = 4
        #expect(path == IndexPath(indexes: [1, 4]))
        #expect(Image(named: "") == nil)
        #expect(Font.systemFont(ofSize: 17).lineHeight == 21)
    }
}
