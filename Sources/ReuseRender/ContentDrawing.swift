import CCairo
import Foundation
import ReuseKit

/// What each kind of view draws inside its bounds, behind its subviews: text, images, the standard controls, and
/// whatever a `draw(_:)` override records.
@MainActor
extension ViewDrawing {
    /// Draws `view`'s own content in its bounds space (the origin is its bounds' origin).
    func drawContent(of view: View, in bounds: CGRect) {
        // A disabled control draws at half strength, as UIKit dims it.
        let dims = (view as? Control).map { !$0.isEnabled && !($0 is Button) } ?? false
        if dims { cairo_push_group(cairo) }
        defer {
            if dims {
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, 0.5)
            }
        }
        switch view {
        case let label as Label: drawLabel(label, in: bounds)
        case let imageView as ImageView:
            let image = imageView.isHighlighted ? imageView.highlightedImage ?? imageView.image : imageView.image
            if let image {
                drawImage(image, in: bounds, contentMode: imageView.contentMode, tint: tint(for: image, in: imageView))
            }
        case let field as TextField: drawTextField(field, in: bounds)
        case let textView as TextView: drawTextView(textView, in: bounds)
        case let control as Switch: drawSwitch(control, in: bounds)
        case let control as SegmentedControl: drawSegmentedControl(control, in: bounds)
        case let control as Slider: drawSlider(control, in: bounds)
        case let control as Stepper: drawStepper(control, in: bounds)
        case let control as PageControl: drawPageControl(control, in: bounds)
        case let progress as ProgressView: drawProgress(progress, in: bounds)
        case let spinner as ActivityIndicatorView: drawActivityIndicator(spinner, in: bounds)
        case let bar as NavigationBar: drawNavigationBar(bar, in: bounds)
        case let bar as Toolbar: drawToolbar(bar, in: bounds)
        case let bar as TabBar: drawTabBar(bar, in: bounds)
        case let bar as SearchBar: drawSearchBar(bar, in: bounds)
        case let button as Button:
            if let background = button.currentBackgroundImage {
                drawImage(background, in: bounds, contentMode: .scaleToFill, tint: nil)
            }
            if let configuration = button.configuration,
                let color = configuration.background.backgroundColor?.resolvedColor(with: button.traitCollection)
            {
                roundedRect(bounds, radius: configuration.background.cornerRadius)
                fill(with: color)
            }
        default: break
        }
        drawRecording(of: view, in: bounds)
    }

    /// What is drawn above a view's subviews: a cell's accessory and separator, a table's section index and the
    /// buttons of a row swiped open, a list's separators.
    func drawOverlay(of view: View, in bounds: CGRect) {
        if let cell = view as? TableViewCell { drawAccessory(of: cell) }
        if let table = view as? TableView { drawTableDecorations(table, in: bounds) }
        if let collectionView = view as? CollectionView { drawListSeparators(collectionView) }
    }

    /// The tint an image is drawn in: template images and symbols take the view's tint colour (or the image's own).
    func tint(for image: Image, in view: View) -> Color? {
        if let own = image.tintColor { return own.resolvedColor(with: view.traitCollection) }
        let template =
            image.renderingMode == .alwaysTemplate || (image.isSymbol && image.renderingMode != .alwaysOriginal)
        return template ? view.tintColor.resolvedColor(with: view.traitCollection) : nil
    }

    // MARK: Text

    private func drawLabel(_ label: Label, in bounds: CGRect) {
        guard let string = label.text, !string.isEmpty else { return }
        var color = (label.isHighlighted ? label.highlightedTextColor : nil) ?? label.textColor ?? .label
        if !label.isEnabled { color = color.withAlphaComponent(color.alpha * 0.35) }
        var font = label.font ?? .systemFont(ofSize: 17)
        let area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        if label.adjustsFontSizeToFitWidth, label.numberOfLines == 1, bounds.width > 0 {
            let natural = text.size(
                of: string, attributed: label.attributedText, font: font, width: 0, numberOfLines: 1,
                lineBreakMode: label.lineBreakMode)
            if natural.width > bounds.width {
                font = font.withSize(font.pointSize * max(bounds.width / natural.width, label.minimumScaleFactor))
            }
        }
        text.draw(
            string, attributed: label.attributedText, font: font,
            color: color.resolvedColor(with: label.traitCollection),
            in: area,
            numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode, alignment: label.textAlignment,
            on: cairo)
    }

    private func drawTextField(_ field: TextField, in bounds: CGRect) {
        let traits = field.traitCollection
        switch field.borderStyle {
        case .roundedRect:
            roundedRect(bounds.insetBy(dx: 0.25, dy: 0.25), radius: 5)
            fill(with: field.backgroundColor == nil ? .systemBackground.resolvedColor(with: traits) : .clear)
            roundedRect(bounds.insetBy(dx: 0.25, dy: 0.25), radius: 5)
            cairo_set_line_width(cairo, 0.5)
            setColor(Color.systemGray4.resolvedColor(with: traits))
            cairo_stroke(cairo)
        case .line, .bezel:
            cairo_rectangle(cairo, bounds.minX + 0.5, bounds.minY + 0.5, bounds.width - 1, bounds.height - 1)
            cairo_set_line_width(cairo, 1)
            setColor(field.borderStyle == .line ? .black : .systemGray)
            cairo_stroke(cairo)
        default: break
        }
        let font = field.font ?? .systemFont(ofSize: 17)
        if let string = field.text, !string.isEmpty {
            let shown = field.isSecureTextEntry ? String(repeating: "•", count: string.count) : string
            text.draw(
                shown, attributed: field.isSecureTextEntry ? nil : field.attributedText, font: font,
                color: (field.textColor ?? .label).resolvedColor(with: traits),
                in: field.textRect(forBounds: bounds), numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                alignment: field.textAlignment, on: cairo)
        } else if let placeholder = field.placeholder, !placeholder.isEmpty {
            text.draw(
                placeholder, attributed: field.attributedPlaceholder, font: font,
                color: Color.placeholderText.resolvedColor(with: traits),
                in: field.placeholderRect(forBounds: bounds), numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                alignment: field.textAlignment, on: cairo)
        }
    }

    private func drawTextView(_ textView: TextView, in bounds: CGRect) {
        guard let string = textView.text, !string.isEmpty else { return }
        let inset = textView.textContainerInset
        let padding = textView.textContainer.lineFragmentPadding
        let width = max(textView.bounds.width - inset.left - inset.right - 2 * padding, 1)
        let font = textView.font ?? .systemFont(ofSize: 12)
        let attributed: NSAttributedString? = textView.attributedText
        let size = text.size(
            of: string, attributed: attributed, font: font, width: width, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        // The text starts at the content's top: the bounds' origin is the scroll offset.
        let rect = CGRect(x: inset.left + padding, y: inset.top, width: width, height: size.height)
        text.draw(
            string, attributed: attributed, font: font,
            color: (textView.textColor ?? .label).resolvedColor(with: textView.traitCollection),
            in: rect, numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: textView.textAlignment,
            verticallyCentred: false, on: cairo)
    }

    /// What the view's `draw(_:)` records, replayed: the recording context's space is the view's bounds, as the
    /// current context's is in UIKit's `draw(_:)`. Views that draw nothing record nothing.
    private func drawRecording(of view: View, in bounds: CGRect) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        record { view.draw(bounds) }
        // A view backed by a layer subclass that draws (`layerClass`) draws through the layer too.
        if type(of: view.layer) != Layer.self { record { view.layer.draw(in: recorder) } }
    }

    /// Replays what `drawing` records into the recorder, with it current, in the current space.
    func record(_ drawing: () -> Void) {
        let start = recorder.operations.count
        recorder.saveGState()
        GraphicsContextStack.push(recorder)
        drawing()
        GraphicsContextStack.pop()
        recorder.restoreGState()
        guard recorder.operations.count > start else { return }
        replay(recorder.operations[start...])
    }
}
