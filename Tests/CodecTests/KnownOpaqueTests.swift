import Raster
import Testing
@testable import Codecs

/// A decoded image says it is opaque only when its file could hold no transparency, and then
/// every pixel is; changing the pixels withdraws the claim.
struct KnownOpaqueTests {
    @Test("PNG: known opaque exactly when there is no alpha channel and no tRNS", arguments: PNGLayout.all)
    func pngLayouts(layout: PNGLayout) throws {
        let decoded = try ImageFile.decode(bytes: makePNG(layout).file, name: "t.png")
        let mayBeTransparent = layout.colourType == 4 || layout.colourType == 6 || layout.withTransparency
        #expect(decoded.isKnownOpaque == !mayBeTransparent)
        if decoded.isKnownOpaque { #expect(decoded.image.isOpaque) }
    }

    @Test("JPEG: always known opaque; changing the pixels clears it")
    func jpegAndChange() throws {
        let jpeg = try ImageFile.encode(TestImages.opaque(), colour: ColourInfo(), format: .jpeg)
        var decoded = try ImageFile.decode(bytes: jpeg, name: "t.jpg")
        #expect(decoded.isKnownOpaque && decoded.image.isOpaque)
        decoded.image[0, 0] = .transparent
        #expect(!decoded.isKnownOpaque)
        // Made by hand, nothing is known.
        #expect(!DecodedImage(image: TestImages.opaque(), colour: ColourInfo(), format: .png, warnings: []).isKnownOpaque)
    }

    @Test("an RGBA file read through and found opaque is known opaque until its pixels change")
    func scannedOpaque() throws {
        let opaque = TestImages.opaque()
        var translucent = opaque
        translucent[3, 2] = PremultipliedRGBA8(r: 10, g: 10, b: 10, a: 200)
        var decoded = DecodedImage(image: opaque, colour: ColourInfo(), format: .png, warnings: [])
        #expect(!decoded.isKnownOpaque)
        #expect(decoded.scanOpacity() == (false, true))
        #expect(decoded.isKnownOpaque)
        decoded.image = translucent
        #expect(!decoded.isKnownOpaque)
        #expect(decoded.scanOpacity() == (true, true))
        #expect(!decoded.isKnownOpaque)
        var clear = DecodedImage(image: Image(width: 4, height: 4), colour: ColourInfo(), format: .png, warnings: [])
        #expect(clear.scanOpacity() == (true, false))
    }
}
