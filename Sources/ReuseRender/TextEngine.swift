import CCairo
import CPango
import Foundation
import ReuseKit

/// Text measured and drawn by one engine: Pango shapes it (HarfBuzz on FreeType) in a font fontconfig finds, so a
/// label's size is what its drawn glyphs occupy. The system font is Inter (Debian's `fonts-inter`, drawn to the
/// metrics of Apple's San Francisco), falling back to DejaVu Sans; monospaced text is DejaVu Sans Mono. Metric
/// hinting is off, so a layout measured in points is the same at 1x, 2x and 3x.
///
/// ``install()`` makes it ReuseKit's `TextMetrics/engine`; every renderer does so when it is made.
public final class TextEngine: TextMeasuring, @unchecked Sendable {
    /// The engine every renderer shares.
    public static let shared = TextEngine()

    /// Makes the shared engine measure every label, text view and font in the process (idempotent).
    public static func install() {
        if TextMetrics.engine !== shared { TextMetrics.engine = shared }
    }

    /// Puts back ReuseKit's approximate metrics, if this engine is the one measuring (a test suite that draws
    /// calls it in `tearDown`, so the suites after it measure as they expect).
    public static func uninstall() {
        if TextMetrics.engine === shared { TextMetrics.engine = nil }
    }

    /// The most UTF-8 bytes of one text laid out: longer texts are measured and drawn up to here, then "…"
    /// (as SQLite's text cells are capped), so a 10 MB string costs what 64 KB does.
    public static let maximumTextBytes = 65_536

    /// The families the system font is drawn in, first found first.
    public static let systemFamilies = "Inter, DejaVu Sans"
    /// The families monospaced text is drawn in.
    public static let monospacedFamilies = "DejaVu Sans Mono, monospace"

    private let lock = NSLock()
    private let context: OpaquePointer
    private var measured: [MeasureKey: CGSize] = [:]
    private var metrics: [Font: (lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat)] = [:]

    private struct MeasureKey: Hashable {
        var text: String
        var font: Font
        var width: CGFloat
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
    }

    private init() {
        let fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        g_object_unref(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    // MARK: Measuring

    public func size(
        of text: String, attributed: NSAttributedString?, font: Font, width: CGFloat, numberOfLines: Int,
        lineBreakMode: LineBreakMode
    ) -> CGSize {
        let plain = attributed.map { !Self.hasAttributes($0) } ?? true
        let key = MeasureKey(
            text: attributed?.string ?? text, font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode)
        return lock.withLock {
            if plain, let size = measured[key] { return size }
            let layout = makeLayout(
                text, attributed: attributed, font: font, width: width, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode, alignment: .natural)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let size = Self.logicalSize(of: layout)
            if plain {
                // A table measures each row's labels once; a bounded memo keeps a long scroll from growing it.
                if measured.count >= 20_000 { measured.removeAll(keepingCapacity: true) }
                measured[key] = size
            }
            return size
        }
    }

    public func lineMetrics(of font: Font) -> (lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat) {
        lock.withLock {
            if let known = metrics[font] { return known }
            let description = Self.fontDescription(font)
            defer { pango_font_description_free(description) }
            let fontMetrics = pango_context_get_metrics(context, description, nil)
            defer { pango_font_metrics_unref(fontMetrics) }
            let ascent = CGFloat(pango_font_metrics_get_ascent(fontMetrics)) / CGFloat(PANGO_SCALE)
            let descent = CGFloat(pango_font_metrics_get_descent(fontMetrics)) / CGFloat(PANGO_SCALE)
            let height = CGFloat(pango_font_metrics_get_height(fontMetrics)) / CGFloat(PANGO_SCALE)
            let line = (lineHeight: max(height, ascent + descent), ascender: ascent, descender: -descent)
            metrics[font] = line
            return line
        }
    }

    // MARK: Drawing

    /// Draws `text` into `rect` of `cairo` (whose space is in points): wrapped and truncated as a label with
    /// these settings lays it out, aligned in the rect's width and centred in its height, as a label centres it.
    func draw(
        _ text: String, attributed: NSAttributedString? = nil, font: Font, color: Color, in rect: CGRect,
        numberOfLines: Int,
        lineBreakMode: LineBreakMode, alignment: TextAlignment, verticallyCentred: Bool = true,
        on cairo: OpaquePointer
    ) {
        guard !text.isEmpty || (attributed?.length ?? 0) > 0, rect.width > 0, rect.width.isFinite, rect.height.isFinite
        else { return }
        lock.withLock {
            let layout = makeLayout(
                text, attributed: attributed, font: font, width: rect.width,
                maxHeight: verticallyCentred ? rect.height : nil,
                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let size = Self.logicalSize(of: layout)
            let top = verticallyCentred ? rect.minY + ((rect.height - size.height) / 2).rounded(.down) : rect.minY
            cairo_save(cairo)
            cairo_move_to(cairo, rect.minX, max(top, rect.minY - size.height))
            let components = color.rgba
            cairo_set_source_rgba(cairo, components.0, components.1, components.2, components.3)
            pango_cairo_show_layout(cairo, layout)
            cairo_restore(cairo)
        }
    }

    // MARK: Layouts

    /// A Pango layout of `text` (the caller unrefs it); called with the lock held.
    private func makeLayout(
        _ text: String, attributed: NSAttributedString?, font: Font, width: CGFloat, maxHeight: CGFloat? = nil,
        numberOfLines: Int,
        lineBreakMode: LineBreakMode, alignment: TextAlignment
    ) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = Self.fontDescription(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        var string = attributed?.string ?? text
        if string.utf8.count > Self.maximumTextBytes {
            // A label's text past 64 KB is cut, the cut shown, so that a hostile string costs bounded time.
            var end = string.utf8.index(string.utf8.startIndex, offsetBy: Self.maximumTextBytes)
            while end > string.startIndex, end.samePosition(in: string.unicodeScalars) == nil {
                end = string.utf8.index(before: end)
            }
            string = String(string[..<end]) + "…"
        }
        string.withCString { pango_layout_set_text(layout, $0, Int32(clamping: strlen($0))) }
        let wraps = numberOfLines != 1
        if width > 0, width.isFinite {
            pango_layout_set_width(layout, Int32(clamping: Int((width * CGFloat(PANGO_SCALE)).rounded(.up))))
            pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if numberOfLines > 0 {
                pango_layout_set_height(layout, Int32(clamping: -numberOfLines))
            } else if let maxHeight, maxHeight > 0, maxHeight.isFinite {
                // All lines that fit the height; the last one shown is cut as the mode says.
                pango_layout_set_height(layout, Int32(clamping: Int((maxHeight + 0.5) * CGFloat(PANGO_SCALE))))
            }
            let unlimited = numberOfLines == 0 && maxHeight == nil
            pango_layout_set_ellipsize(
                layout, unlimited ? PANGO_ELLIPSIZE_NONE : Self.ellipsis(lineBreakMode, wraps: wraps, numberOfLines))
        }
        if !wraps {
            // One line: a line break in the text shows as a glyph-less gap, never as a second line.
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        pango_layout_set_alignment(layout, Self.pangoAlignment(alignment))
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        if let attributed, let attributes = Self.attributeList(for: attributed, base: font) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        return layout
    }

    private static func logicalSize(of layout: OpaquePointer) -> CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(
            width: (CGFloat(logical.width) / scale).rounded(.up), height: (CGFloat(logical.height) / scale).rounded(.up)
        )
    }

    private static func ellipsis(_ mode: LineBreakMode, wraps: Bool, _ lines: Int) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byTruncatingHead: wraps && lines != 1 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: wraps && lines != 1 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_MIDDLE
        default: wraps && lines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE
        }
    }

    private static func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        default: PANGO_ALIGN_LEFT
        }
    }

    /// A font description for `font`: its family (the system font's families for "System"), weight, slant and
    /// size in points. The caller frees it.
    static func fontDescription(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        let family: String
        if font.isMonospaced {
            family = monospacedFamilies
        } else if font.familyName == "System" || font.familyName.hasPrefix(".SF") {
            family = systemFamilies
        } else {
            family = font.familyName + ", " + systemFamilies
        }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, pangoWeight(font.weight))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        let points = font.pointSize.isFinite ? min(max(font.pointSize, 0.5), 2_000) : 17
        pango_font_description_set_absolute_size(description, Double(points) * Double(PANGO_SCALE))
        return description
    }

    private static func pangoWeight(_ weight: Font.Weight) -> PangoWeight {
        let value = weight.rawValue
        let steps: [(CGFloat, UInt32)] = [
            (-0.7, 100), (-0.5, 200), (-0.2, 300), (0.1, 400), (0.27, 500), (0.35, 600), (0.5, 700), (0.6, 800),
        ]
        for (limit, pango) in steps where value < limit { return PangoWeight(rawValue: pango) }
        return PangoWeight(rawValue: 900)
    }

    private static func hasAttributes(_ text: NSAttributedString) -> Bool {
        guard text.length > 0 else { return false }
        var range = NSRange()
        let attributes = text.attributes(at: 0, effectiveRange: &range)
        return !attributes.isEmpty || range.length < text.length
    }

    /// Pango attributes for the runs of `text` that set a font, a colour, underline, strike-through or kerning;
    /// nil when there are none.
    private static func attributeList(for text: NSAttributedString, base: Font) -> OpaquePointer? {
        guard hasAttributes(text) else { return nil }
        let list = pango_attr_list_new()!
        let string = text.string
        let utf16 = string.utf16
        var added = false
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            guard let lower = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
                let upper = utf16.index(lower, offsetBy: range.length, limitedBy: utf16.endIndex)
            else { return }
            let start = UInt32(clamping: string.utf8.distance(from: string.utf8.startIndex, to: lower))
            let end = UInt32(clamping: string.utf8.distance(from: string.utf8.startIndex, to: upper))
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
                added = true
            }
            if let font = attributes[.font] as? Font, font != base {
                let description = fontDescription(font)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = attributes[.foregroundColor] as? Color {
                let (r, g, b, a) = color.rgba
                insert(pango_attr_foreground_new(channel(r), channel(g), channel(b)))
                insert(pango_attr_foreground_alpha_new(channel(a)))
            }
            if let color = attributes[.backgroundColor] as? Color {
                let (r, g, b, a) = color.rgba
                insert(pango_attr_background_new(channel(r), channel(g), channel(b)))
                insert(pango_attr_background_alpha_new(channel(a)))
            }
            if let style = attributes[.underlineStyle] as? Int, style != 0 {
                insert(pango_attr_underline_new(style & 0x09 == 0x09 ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            }
            if let style = attributes[.strikethroughStyle] as? Int, style != 0 {
                insert(pango_attr_strikethrough_new(1))
            }
            if let kern = attributes[.kern] as? CGFloat, kern.isFinite {
                insert(pango_attr_letter_spacing_new(Int32(clamping: Int(kern * CGFloat(PANGO_SCALE)))))
            } else if let kern = attributes[.kern] as? Double, kern.isFinite {
                insert(pango_attr_letter_spacing_new(Int32(clamping: Int(kern * Double(PANGO_SCALE)))))
            }
        }
        guard added else {
            pango_attr_list_unref(list)
            return nil
        }
        return list
    }

    private static func channel(_ value: Double) -> UInt16 {
        UInt16(clamping: Int((min(max(value.isFinite ? value : 0, 0), 1) * 65_535).rounded()))
    }
}

extension Color {
    /// The colour's components as Cairo takes them, each clamped to 0...1 (NaN as 0).
    var rgba: (Double, Double, Double, Double) {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        return (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }
}
