import Codecs
import Raster
import Testing
@testable import Mockup

/// A capture is read for transparency once: found opaque, it comes back known to be, so the next
/// stage (`MockupPipeline.prepare` after `render`'s worker) takes it unread; a translucent one is
/// flattened over black with the warning, and a fully transparent one refused.
struct CaptureOpacityTests {
    private func capture(_ image: Image) -> DecodedImage {
        DecodedImage(image: image, colour: ColourInfo(), format: .png, warnings: [])
    }

    @Test func anOpaqueRGBACaptureIsReadOnce() throws {
        var image = Image(width: 6, height: 5)
        image.fill(PremultipliedRGBA8(r: 20, g: 40, b: 60, a: 255))
        let first = try CaptureOpacity.opaque(capture(image), file: "c.png")
        #expect(first.isKnownOpaque && first.warnings.isEmpty && first.image == image)
        // Known now: the second call returns it as it is.
        let second = try CaptureOpacity.opaque(first, file: "c.png")
        #expect(second.isKnownOpaque && second.image == image)
    }

    @Test func aTranslucentCaptureIsFlattenedOverBlackAndAFullyTransparentOneRefused() throws {
        var image = Image(width: 6, height: 5)
        image.fill(PremultipliedRGBA8(r: 20, g: 40, b: 60, a: 255))
        image[2, 3] = PremultipliedRGBA8(r: 50, g: 0, b: 0, a: 100)
        let flattened = try CaptureOpacity.opaque(capture(image), file: "c.png")
        #expect(flattened.warnings == [CaptureOpacity.flattenedWarning])
        #expect(flattened.image[2, 3] == PremultipliedRGBA8(r: 50, g: 0, b: 0, a: 255))
        #expect(flattened.image.isOpaque)
        #expect(throws: MockupError.self) { try CaptureOpacity.opaque(capture(Image(width: 3, height: 3)), file: "c.png") }
    }
}
