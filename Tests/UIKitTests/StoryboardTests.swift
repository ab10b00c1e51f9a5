import UIKit
import XCTest

/// A storyboard app's list and detail, as UIKit code drives them, with the storyboard written as code once:
/// `instantiateViewController(withIdentifier:)`, `storyboard?` from a scene, and a segue whose
/// `prepare(for:sender:)` hands the tapped row to the detail.
@MainActor
final class StoryboardTests: XCTestCase {
    final class RecipesViewController: UITableViewController {
        let recipes = ["Bread", "Soup", "Tart"]
        var refusesSegues = false
        var prepared: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Recipe")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            recipes.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Recipe", for: indexPath)
            cell.textLabel?.text = recipes[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            performSegue(withIdentifier: "showRecipe", sender: indexPath)
        }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            !refusesSegues
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier ?? "nil")
            guard segue.identifier == "showRecipe", let detail = segue.destination as? RecipeViewController,
                let indexPath = sender as? IndexPath
            else { return }
            detail.recipe = recipes[indexPath.row]
        }
    }

    final class RecipeViewController: UIViewController {
        var recipe: String?
        let nameLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel.text = recipe
            view.addSubview(nameLabel)
        }
    }

    final class RecipeEditorViewController: UIViewController {
        let recipe: String

        init?(coder: NSCoder, recipe: String) {
            self.recipe = recipe
            super.init(coder: coder)
        }

        required init?(coder: NSCoder) {
            fatalError("Use init(coder:recipe:) instead.")
        }
    }

    override func setUp() async throws {
        UIStoryboard.define(
            "Main", initial: "Recipes",
            scenes: [
                "Recipes": { RecipesViewController(style: .plain) },
                "Recipe": { RecipeViewController() },
            ],
            segues: ["showRecipe": .init(destination: "Recipe", kind: .show)])
    }

    func testTheInitialSceneAndAnIdentifiedSceneComeFromTheStoryboard() async throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let list = try XCTUnwrap(storyboard.instantiateInitialViewController() as? RecipesViewController)
        XCTAssertTrue(list.storyboard === storyboard, "a scene knows the storyboard that made it")
        let detail = list.storyboard?.instantiateViewController(withIdentifier: "Recipe") as? RecipeViewController
        XCTAssertNotNil(detail)
        let typed: RecipeViewController = storyboard.instantiateViewController(identifier: "Recipe")
        XCTAssertNil(typed.recipe)
        let made: RecipeViewController = storyboard.instantiateViewController(identifier: "Recipe") { coder in
            // The creator's coder makes the controller through init?(coder:), as on iOS.
            RecipeViewController(coder: coder)
        }
        XCTAssertTrue(made.storyboard === storyboard)
        XCTAssertNotIdentical(made, typed, "each call makes a new controller")

        // A controller with a dependency, made by the creator (iOS 13's idiom for storyboard injection).
        let editor: RecipeEditorViewController = storyboard.instantiateViewController(identifier: "Recipe") { coder in
            RecipeEditorViewController(coder: coder, recipe: "Soup")
        }
        XCTAssertEqual(editor.recipe, "Soup")
        XCTAssertTrue(editor.storyboard === storyboard)
        XCTAssertNil(RecipeViewController(coder: NSCoder()), "any other coder: no archive to read")
    }

    func testSelectingARowPerformsTheSegueAfterPreparingTheDestination() async throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let list = try XCTUnwrap(storyboard.instantiateInitialViewController() as? RecipesViewController)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(list.prepared, ["showRecipe"])
        let detail = try XCTUnwrap(navigation.topViewController as? RecipeViewController, "a show segue pushes")
        detail.loadViewIfNeeded()
        XCTAssertEqual(detail.nameLabel.text, "Soup")

        navigation.popViewController(animated: false)
        list.refusesSegues = true
        // A segue the storyboard's cell connection triggers asks first; one performed in code does not, as in UIKit.
        list.performTriggeredSegue(withIdentifier: "showRecipe", sender: IndexPath(row: 0, section: 0))
        XCTAssertEqual(list.prepared, ["showRecipe"], "shouldPerformSegue said no: nothing is prepared or shown")
        XCTAssertTrue(navigation.topViewController === list)
        list.performSegue(withIdentifier: "showRecipe", sender: IndexPath(row: 0, section: 0))
        XCTAssertEqual(list.prepared, ["showRecipe", "showRecipe"])
        XCTAssertTrue(navigation.topViewController is RecipeViewController)
    }

    func testAnUnknownSegueShowsNothing() async throws {
        let list = try XCTUnwrap(
            UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? RecipesViewController)
        let navigation = UINavigationController(rootViewController: list)
        list.performSegue(withIdentifier: "showNothing", sender: nil)
        XCTAssertEqual(list.prepared, [])
        XCTAssertTrue(navigation.topViewController === list)
    }

    func testTheMessagesNameTheStoryboardTheSceneAndTheFix() async {
        let missing = ProgrammerError.unknownStoryboard(name: "Onboarding")
        XCTAssertEqual(missing.exceptionName, "NSInvalidArgumentException")
        XCTAssertTrue(missing.reason.contains("Onboarding"))
        XCTAssertTrue(missing.reason.contains("Storyboard.define(\"Onboarding\""))
        let scene = ProgrammerError.unknownStoryboardScene(storyboard: "Main", identifier: "Settings")
        XCTAssertTrue(scene.reason.contains("doesn't contain a view controller with identifier 'Settings'"))
        XCTAssertTrue(scene.reason.contains("scenes: [\"Settings\""))
    }

    final class CountdownCell: UITableViewCell {
        var woken = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            woken += 1
        }
    }

    final class BadgeView: UIView {}

    func testANamedNibRegistersCellsAndLoadsViews() async throws {
        UINib.define("CountdownCell") { CountdownCell(style: .default, reuseIdentifier: nil) }
        UINib.define("BadgeView") { BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24)) }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(UINib(nibName: "CountdownCell", bundle: nil), forCellReuseIdentifier: "Countdown")
        let cell = try XCTUnwrap(
            table.dequeueReusableCell(withIdentifier: "Countdown") as? CountdownCell, "the nib's cell")
        XCTAssertEqual(cell.woken, 1, "a cell from a nib is woken once")
        XCTAssertEqual(cell.reuseIdentifier, "Countdown")
        let badge = Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil)?.first as? BadgeView
        XCTAssertEqual(badge?.frame.size, CGSize(width: 24, height: 24))
        let objects = UINib(nibName: "BadgeView", bundle: .main).instantiate(withOwner: nil)
        XCTAssertEqual(objects.count, 1)
        let missing = ProgrammerError.unknownNib(name: "Ticket")
        XCTAssertTrue(missing.reason.contains("UINib.define(\"Ticket\")"))
    }

    /// A view that loads its own nib with itself as File's Owner, as custom views built in Interface Builder do:
    /// the nib's description connects the owner's outlets and actions.
    final class RatingView: UIView {
        var contentView: UIView!
        var starsLabel: UILabel!
        var taps = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            Bundle.main.loadNibNamed("RatingView", owner: self, options: nil)
            addSubview(contentView)
            contentView.frame = bounds
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        @IBAction func starTapped(_ sender: UIButton) { taps += 1 }
    }

    func testANibDescribedWithItsOwnerConnectsTheOwnersOutletsAndActions() async throws {
        UINib.define(
            "RatingView",
            withOwner: { owner in
                let content = UIView()
                let label = UILabel()
                label.text = "★★★★☆"
                content.addSubview(label)
                let star = UIButton(type: .system)
                content.addSubview(star)
                if let rating = owner as? RatingView {
                    rating.contentView = content
                    rating.starsLabel = label
                    star.addTarget(rating, action: RatingView.starTapped, for: .touchUpInside)
                }
                return content
            })
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        XCTAssertEqual(rating.starsLabel.text, "★★★★☆", "the outlet is connected to the owner")
        XCTAssertTrue(rating.contentView.superview === rating)
        let star = try XCTUnwrap(rating.contentView.subviews.last as? UIButton)
        star.sendActions(for: .touchUpInside)
        XCTAssertEqual(rating.taps, 1, "and the action")
        let ownerless = UINib(nibName: "RatingView", bundle: nil).instantiate(withOwner: nil)
        XCTAssertEqual(ownerless.count, 1, "without an owner the nib still makes its view")
    }
}
