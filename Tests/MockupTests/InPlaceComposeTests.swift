import Codecs
import Raster
import Testing
@testable import Mockup

/// Composing draws into the bezel's art itself when the caller gave up the only holder of it, and
/// never changes an art someone else still holds (a gallery's set): that one is copied.
struct InPlaceComposeTests {
    private var options: RenderOptions {
        var options = RenderOptions()
        options.pose = .open
        return options
    }

    private func address(_ image: Image) -> Int {
        image.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
    }

    /// A source that alone holds its art, the capture, and where the art's bytes are.
    private func soleSource() throws -> (source: BezelSource, capture: DecodedImage, storage: Int, art: [UInt8]) {
        let (bezel, capture) = try BezelTestArt.pipelineInputs(for: .open)
        return (.single(bezel), capture, address(bezel.art), bezel.art.pixels.map { $0 })
    }

    @Test func aRenderThatHoldsTheArtAloneComposesIntoIt() throws {
        let (source, capture, storage, before) = try soleSource()
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: "capture.png", bezels: consume source,
                                              options: options)
        #expect(address(flat.art) == storage)
        #expect(flat.art.pixels != before)   // the capture is in it
    }

    @Test func anArtStillHeldElsewhereIsCopiedAndLeftAsItWas() throws {
        let (bezel, capture) = try BezelTestArt.pipelineInputs(for: .open)
        let source = BezelSource.single(bezel)
        let before = bezel.art.pixels
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: "capture.png", bezels: source,
                                              options: options)
        #expect(address(flat.art) != address(try source.bezel(for: .open).art))
        #expect(try source.bezel(for: .open).art.pixels == before)
        #expect(flat.art.pixels != before)
    }
}
