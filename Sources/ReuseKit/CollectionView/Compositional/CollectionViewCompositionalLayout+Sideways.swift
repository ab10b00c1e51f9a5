import Foundation
import ReuseCore

/// A compositional layout that scrolls sideways (`configuration.scrollDirection = .horizontal`): the grid's main
/// axis is x, and the answers map the grid's main and cross coordinates onto x and y.
extension CollectionViewCompositionalLayout {
    /// A section's grid geometry in a horizontal layout: the grid's main axis is x, groups follow each other to the
    /// right, and the cross axis is the section's height inside its top and bottom insets. A boundary item aligned
    /// to the leading side (or the top, as vertical layouts write headers) comes before the groups; the others after.
    func resolveSideways(
        _ layoutSection: NSCollectionLayoutSection, items: Int, container: LayoutContainer,
        environment: any NSCollectionLayoutEnvironment
    ) -> (GroupGrid.Section, SectionInfo) {
        let insets = layoutSection.contentInsets
        let available = container.effectiveContentSize
        let height = max(available.height - insets.top - insets.bottom, 0)
        let groupSize = layoutSection.group.layoutSize.resolved(in: CGSize(width: available.width, height: height))
        let leaves = layoutSection.group.leaves(in: groupSize, environment: environment)
        let template = leaves.map(\.frame).map {
            FlowGrid.Box(
                main: Double($0.minX), cross: Double($0.minY), mainLength: Double($0.width),
                crossLength: Double($0.height))
        }
        var details = SectionInfo(section: layoutSection)
        if leaves.contains(where: { !($0.item?.supplementaryItems.isEmpty ?? true) }) {
            details.itemSupplementaries = leaves.map { $0.item?.supplementaryItems ?? [] }
        }
        details.groupSupplementaries = layoutSection.group.supplementaryItems
        details.groupCount = max(leaves.count, 1)
        details.crossStart = Double(layoutSection.supplementariesFollowContentInsets ? insets.top : 0)
        details.crossLength = Double(layoutSection.supplementariesFollowContentInsets ? height : available.height)
        details.hasDecorations = !layoutSection.decorationItems.isEmpty
        for item in layoutSection.boundarySupplementaryItems {
            let entry = Self.boundary(
                item, in: CGSize(width: available.width, height: details.crossLength), horizontal: true)
            let before = item.isLeading || [.leading, .topLeading, .bottomLeading].contains(item.alignment)
            if before { details.headers.append(entry) } else { details.footers.append(entry) }
        }
        let section = GroupGrid.Section(
            itemCount: items, template: template, groupMain: Self.length(groupSize.width),
            groupCross: Self.length(groupSize.height), groupSpacing: Self.length(layoutSection.interGroupSpacing),
            insetMainBefore: Self.length(insets.leading), insetMainAfter: Self.length(insets.trailing),
            insetCrossBefore: Self.length(insets.top), header: details.headers.reduce(0) { $0 + $1.length },
            footer: details.footers.reduce(0) { $0 + $1.length }, orthogonal: false)
        return (section, details)
    }

    /// A rectangle from the grid's axes: main is y in a vertical layout, x in a horizontal one.
    func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> CGRect {
        horizontal
            ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
            : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    }

    /// Where `rect` runs along the grid's main axis.
    func mainSpan(of rect: CGRect) -> (start: Double, end: Double) {
        horizontal ? (Double(rect.minX), Double(rect.maxX)) : (Double(rect.minY), Double(rect.maxY))
    }
}
