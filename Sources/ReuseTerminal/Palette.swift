/// The styles ReuseTerminal draws its own parts in, all in one place.
///
/// What changes at every step (the selected row, the status line, the scroll indicator) is drawn in the 16
/// basic colours. Their codes are the shortest a terminal takes (`97;44` against `38;5;15;48;5;25`), which keeps
/// a one-line step small, and they follow the terminal's theme: a dark or light palette, or a colour-blind one,
/// changes them with everything else. Parts drawn once (the title bar) use the 256-colour palette.
extension CellStyle {
    /// The selected row: bright white on blue (`97;44`).
    public static let selection = CellStyle(foreground: .indexed(15), background: .indexed(4))
    /// The status line: black on light grey (`30;47`).
    public static let statusBar = CellStyle(foreground: .indexed(0), background: .indexed(7))
    /// Section headers: the status line's colours, bold.
    public static let sectionHeader = CellStyle(foreground: .indexed(0), background: .indexed(7), bold: true)
    /// The title bar on the top line: white on a deep blue, bold.
    public static let titleBar = CellStyle(foreground: .indexed(15), background: .indexed(24), bold: true)
    /// Secondary marks: the scroll indicator, arrows to columns out of view, a loading image (`90`, grey).
    public static let secondary = CellStyle(foreground: .indexed(8))
}
