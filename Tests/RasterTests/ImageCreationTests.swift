import Testing
@testable import Raster

/// New images: transparent when zeroed (in parallel bands for large ones), exactly what the
/// writer wrote when every byte is written.
struct ImageCreationTests {
    /// 1 × 1, a few rows, and 700 × 500 (over the parallel threshold, split into row bands).
    @Test(arguments: [(1, 1), (3, 7), (700, 500)])
    func aNewImageIsTransparentEverywhere(size: (Int, Int)) {
        let image = Image(width: size.0, height: size.1)
        #expect(image.pixels.count == size.0 * size.1 * 4)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func anImageWrittenByteByByteHoldsWhatWasWritten() {
        let (width, height) = (513, 301)
        let image = Image(uninitializedWidth: width, height: height, writingEveryByteWith: { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for i in 0..<words.count { words[i] = UInt32(i % 251) << 24 }   // alpha only: premultiplied
        })
        #expect(image.width == width && image.height == height)
        #expect(image[0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(image[250, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 250))
        #expect(image[width - 1, height - 1].a == UInt8((width * height - 1) % 251))
    }

    @Test func aWriterThatThrowsLeavesNoImage() {
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            _ = try Image(uninitializedWidth: 4, height: 4, writingEveryByteWith: { _ in throw Refused() })
        }
    }
}
