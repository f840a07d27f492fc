import Dispatch
import Testing
import Raster
import TextEngine

/// Layouts made and drawn on several threads at once share one `FontLibrary` safely and give
/// the same pixels as on one thread.
struct ConcurrentLayoutTests {
    final class Results: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        private(set) var images: [Int: Image] = [:]
        func set(_ i: Int, _ image: Image) { lock.wait(); images[i] = image; lock.signal() }
    }

    @Test func parallelLayoutsMatchTheSerialOne() throws {
        let library = FontLibrary()
        let texts = ["café 日本語", "مرحبا بالعالم 👋", "नमस्ते **bold**", "Kerning AVAWAY"]
        @Sendable func render(_ text: String) -> Image? {
            guard let l = try? TextLayout(AttributedText(markup: text),
                                          style: TextStyle(fonts: [TestFonts.dejaVu], size: 24), library: library)
            else { return nil }
            var image = Image(width: 400, height: 40)
            l.draw(into: &image, at: PointF(x: 2.5, y: 2))
            return image
        }
        let serial = texts.map(render)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            if let image = render(texts[i % texts.count]) { results.set(i, image) }
        }
        #expect(results.images.count == 16)
        for (i, image) in results.images { #expect(image == serial[i % texts.count]) }
    }
}
