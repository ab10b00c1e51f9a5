import CCairo
import Foundation
import ReuseKit

/// The standard controls, drawn to iOS's current look: sizes from UIKit's (a switch is 51 × 31, a slider's thumb
/// 28 across, a segmented control's corners 9), colours from its system palette.
@MainActor
extension ViewDrawing {
    func drawSwitch(_ control: Switch, in bounds: CGRect) {
        let traits = control.traitCollection
        let track = CGRect(x: bounds.minX, y: bounds.midY - 15.5, width: 51, height: 31)
        roundedRect(track, radius: 15.5)
        let on = (control.onTintColor ?? .systemGreen).resolvedColor(with: traits)
        fill(with: control.isOn ? on : Color.systemGray5.resolvedColor(with: traits))
        let knob = CGRect(x: control.isOn ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
        cairo_new_path(cairo)
        cairo_arc(cairo, knob.midX, knob.midY + 1, 13.5, 0, 2 * .pi)
        setColor(Color.black.withAlphaComponent(0.12))
        cairo_fill(cairo)
        cairo_arc(cairo, knob.midX, knob.midY, 13.5, 0, 2 * .pi)
        fill(with: (control.thumbTintColor ?? .white).resolvedColor(with: traits))
    }

    func drawSegmentedControl(_ control: SegmentedControl, in bounds: CGRect) {
        let traits = control.traitCollection
        let count = control.numberOfSegments
        roundedRect(bounds, radius: 9)
        fill(with: Color.tertiarySystemFill.resolvedColor(with: traits))
        guard count > 0, bounds.width > 0 else { return }
        let width = bounds.width / CGFloat(count)
        let selected = control.selectedSegmentIndex
        if selected >= 0, selected < count {
            let segment = CGRect(
                x: bounds.minX + CGFloat(selected) * width + 2, y: bounds.minY + 2, width: width - 4,
                height: bounds.height - 4)
            roundedRect(segment.offsetBy(dx: 0, dy: 1), radius: 7)
            fill(with: Color.black.withAlphaComponent(0.06))
            roundedRect(segment, radius: 7)
            fill(with: (control.selectedSegmentTintColor ?? .white).resolvedColor(with: traits))
        }
        for index in 1..<max(count, 1) where index != selected && index != selected + 1 {
            let x = bounds.minX + CGFloat(index) * width
            cairo_rectangle(cairo, x - 0.5, bounds.minY + 7, 1, max(bounds.height - 14, 0))
            fill(with: Color.systemGray4.resolvedColor(with: traits))
        }
        let font = Font.systemFont(ofSize: 13, weight: .medium)
        for index in 0..<count {
            let style = control.contentStyle(ofSegment: index)
            let rect = CGRect(
                x: bounds.minX + CGFloat(index) * width + 4, y: bounds.minY, width: width - 8, height: bounds.height
            ).offsetBy(dx: style.offset.width, dy: style.offset.height)
            if let title = control.titleForSegment(at: index), !title.isEmpty {
                text.draw(
                    title,
                    font: style.font ?? (index == selected ? .systemFont(ofSize: 13, weight: .semibold) : font),
                    color: (style.color ?? Color.label).resolvedColor(with: traits), in: rect, numberOfLines: 1,
                    lineBreakMode: .byTruncatingTail, alignment: .center, on: cairo)
            } else if let image = control.imageForSegment(at: index) {
                let size = image.size
                let place = CGRect(
                    x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
                    height: size.height)
                drawImage(image, in: place, contentMode: .center, tint: tint(for: image, in: control))
            }
        }
    }

    func drawSlider(_ control: Slider, in bounds: CGRect) {
        let traits = control.traitCollection
        let track = control.trackRect(forBounds: bounds)
        let thumb = control.thumbRect(forBounds: bounds, trackRect: track, value: control.value)
        let radius = min(track.height, track.width) / 2
        roundedRect(track, radius: radius)
        fill(with: (control.maximumTrackTintColor ?? .systemFill).resolvedColor(with: traits))
        roundedRect(
            CGRect(
                x: track.minX, y: track.minY, width: min(max(thumb.midX - track.minX, 0), track.width),
                height: track.height), radius: radius)
        fill(with: (control.minimumTrackTintColor ?? control.tintColor).resolvedColor(with: traits))
        for (image, rect) in [
            (control.minimumValueImage, control.minimumValueImageRect(forBounds: bounds)),
            (control.maximumValueImage, control.maximumValueImageRect(forBounds: bounds)),
        ] {
            if let image { drawImage(image, in: rect, contentMode: .center, tint: tint(for: image, in: control)) }
        }
        if let image = control.currentThumbImage {
            drawImage(image, in: thumb, contentMode: .center, tint: nil)
            return
        }
        cairo_new_path(cairo)
        cairo_arc(cairo, thumb.midX, thumb.midY + 1.5, thumb.width / 2, 0, 2 * .pi)
        setColor(Color.black.withAlphaComponent(0.15))
        cairo_fill(cairo)
        cairo_arc(cairo, thumb.midX, thumb.midY, thumb.width / 2, 0, 2 * .pi)
        fill(with: (control.thumbTintColor ?? .white).resolvedColor(with: traits))
    }

    func drawStepper(_ control: Stepper, in bounds: CGRect) {
        let traits = control.traitCollection
        roundedRect(bounds, radius: 8)
        fill(with: Color.tertiarySystemFill.resolvedColor(with: traits))
        cairo_rectangle(cairo, bounds.midX - 0.5, bounds.minY + 8, 1, max(bounds.height - 16, 0))
        fill(with: Color.systemGray3.resolvedColor(with: traits))
        let glyph = Color.label.resolvedColor(with: traits)
        let canDecrease = control.wraps || control.value > control.minimumValue
        let canIncrease = control.wraps || control.value < control.maximumValue
        let minus = CGPoint(x: bounds.minX + bounds.width / 4, y: bounds.midY)
        let plus = CGPoint(x: bounds.maxX - bounds.width / 4, y: bounds.midY)
        cairo_set_line_width(cairo, 1.5)
        setColor(canDecrease ? glyph : glyph.withAlphaComponent(0.3))
        cairo_move_to(cairo, minus.x - 7, minus.y)
        cairo_line_to(cairo, minus.x + 7, minus.y)
        cairo_stroke(cairo)
        setColor(canIncrease ? glyph : glyph.withAlphaComponent(0.3))
        cairo_move_to(cairo, plus.x - 7, plus.y)
        cairo_line_to(cairo, plus.x + 7, plus.y)
        cairo_move_to(cairo, plus.x, plus.y - 7)
        cairo_line_to(cairo, plus.x, plus.y + 7)
        cairo_stroke(cairo)
    }

    func drawPageControl(_ control: PageControl, in bounds: CGRect) {
        let count = control.numberOfPages
        guard count > 0, !(control.hidesForSinglePage && count == 1) else { return }
        let traits = control.traitCollection
        let spacing: CGFloat = 16
        let shown = min(count, max(Int(bounds.width / spacing), 1))
        let start = bounds.midX - CGFloat(shown - 1) * spacing / 2
        let current = (control.currentPageIndicatorTintColor ?? .label).resolvedColor(with: traits)
        let other = (control.pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traits)
        for index in 0..<shown {
            cairo_new_path(cairo)
            cairo_arc(cairo, start + CGFloat(index) * spacing, bounds.midY, 3.5, 0, 2 * .pi)
            fill(with: index == control.currentPage ? current : other)
        }
    }

    func drawProgress(_ progress: ProgressView, in bounds: CGRect) {
        let traits = progress.traitCollection
        let radius = min(bounds.height / 2, 2)
        roundedRect(bounds, radius: radius)
        fill(with: (progress.trackTintColor ?? .systemFill).resolvedColor(with: traits))
        let fraction = CGFloat(progress.progress)
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        guard clamped > 0 else { return }
        roundedRect(
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * clamped, height: bounds.height), radius: radius
        )
        fill(with: (progress.progressTintColor ?? progress.tintColor).resolvedColor(with: traits))
    }

    /// Eight spokes fading round the centre, as the medium spinner shows them at rest.
    func drawActivityIndicator(_ spinner: ActivityIndicatorView, in bounds: CGRect) {
        guard spinner.isAnimating || !spinner.hidesWhenStopped else { return }
        let color = (spinner.color ?? .systemGray).resolvedColor(with: spinner.traitCollection)
        let large = spinner.style == .large
        let outer: CGFloat = large ? 18 : 10
        let inner: CGFloat = large ? 9 : 5
        cairo_set_line_width(cairo, large ? 3.5 : 2)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        for spoke in 0..<8 {
            let angle = -Double.pi / 2 + Double(spoke) * .pi / 4
            setColor(color.withAlphaComponent(color.alpha * (1 - Double(spoke) * 0.1)))
            cairo_move_to(cairo, bounds.midX + inner * cos(angle), bounds.midY + inner * sin(angle))
            cairo_line_to(cairo, bounds.midX + outer * cos(angle), bounds.midY + outer * sin(angle))
            cairo_stroke(cairo)
        }
    }
}
