import ArgumentParser
import Foundation
import ReuseCore
import ReuseExamples
import ReuseKit
import ReuseRender
import ReuseTools
import ReuseWindow

/// Pixels for reusekit's commands: a window on the desktop (``WindowHost``) and PNGs (``Renderer``).
@MainActor
final class GraphicsBackend: PixelBackend {
    func runWindow(_ request: WindowRequest) throws -> String {
        let script = try request.script.map { text in
            do {
                return try InputScript(parsing: text)
            } catch {
                throw ValidationError("\(error)")
            }
        }
        Renderer.install()
        let (window, owner, settle) = request.make()
        if request.dark { window.overrideUserInterfaceStyle = .dark }
        let host = WindowHost(window: window, title: request.title, scale: CGFloat(request.scale))
        host.showsLifecycle = request.showsLifecycle
        host.settle = settle
        do {
            try host.run(frameLimit: request.frames, screenshot: request.screenshot, script: script)
        } catch {
            throw RenderFailure(description: "\(error)")
        }
        let (median, p99) = host.statistics.medianAndP99
        var line = String(format: "%d frames · median %.2f ms · p99 %.2f ms", host.statistics.frames, median, p99)
        if let scroll = host.input.scrollView {
            // In full: a screen drawn at this offset is the same to the pixel.
            line += " · offset \(Double(scroll.contentOffset.y))"
            if let table = scroll as? TableView, let top = table.indexPathsForVisibleRows?.first {
                line += " · top row \(top.section).\(top.row)"
            }
            if let table = scroll as? TableView, let selected = table.indexPathForSelectedRow {
                line += " · selected \(selected.section).\(selected.row)"
            }
        }
        withExtendedLifetime(owner) {}
        return line
    }

    /// `screen` shown at `size`, scrolled to `offset`, drawn at `scale` and encoded as PNG.
    func png(of screen: ExampleScreen, size: CGSize, offset: Double, scale: Int) throws -> Data {
        TextEngine.install()
        let shown = screen.show(size: size)
        shown.scroll(to: CGFloat(offset))
        var renderer = Renderer(scale: CGFloat(scale))
        renderer.backgroundColor = .systemBackground
        return try renderer.pngData(of: shown.window)
    }
}
