/// What a view shows, as text: its type, the properties a person could see, and its subviews'.
///
/// Traces print it, the terminal renderer draws from the same properties, and diagnostics compare
/// two of them to find state a reused cell kept from its previous row.
public struct ViewState: Hashable, Sendable, CustomStringConvertible {
    /// One visible property: a name and its value as text.
    public struct Property: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public var typeName: String
    public var properties: [Property]
    public var children: [ViewState]

    public init(typeName: String, properties: [Property], children: [ViewState]) {
        self.typeName = typeName
        self.properties = properties
        self.children = children
    }

    /// The value of a property of this view, if shown.
    public subscript(name: String) -> String? { properties.first { $0.name == name }?.value }

    /// One line per view, subviews indented by two spaces: `Label text="Cell 6" textColor=black`.
    public var description: String {
        var lines: [String] = []
        render(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func render(into lines: inout [String], depth: Int) {
        let props = properties.map { "\($0.name)=\($0.value)" }
        lines.append(String(repeating: "  ", count: depth) + ([typeName] + props).joined(separator: " "))
        for child in children { child.render(into: &lines, depth: depth + 1) }
    }
}
