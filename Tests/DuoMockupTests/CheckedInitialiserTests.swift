import DuoMockup
import Testing

/// What a library user builds pixels with: the checked initialisers refuse what would break an
/// invariant (a colour channel above its alpha, a pixel count that is not the size) and accept
/// everything else as it is. The unchecked ones are the package's own (`package` access).
struct CheckedInitialiserTests {
    @Test func aPremultipliedColourWhoseChannelsExceedAlphaIsRefused() {
        #expect(PremultipliedRGBA8(checkedR: 129, g: 0, b: 0, a: 128) == nil)
        #expect(PremultipliedRGBA8(checkedR: 0, g: 129, b: 0, a: 128) == nil)
        #expect(PremultipliedRGBA8(checkedR: 0, g: 0, b: 1, a: 0) == nil)
    }

    @Test func aPremultipliedColourWithinItsAlphaIsKeptAsGiven() throws {
        let colour = try #require(PremultipliedRGBA8(checkedR: 128, g: 7, b: 0, a: 128))
        #expect([colour.r, colour.g, colour.b, colour.a] == [128, 7, 0, 128])
        #expect(PremultipliedRGBA8(checkedR: 0, g: 0, b: 0, a: 0) == .transparent)
        #expect(PremultipliedRGBA8(checkedR: 255, g: 255, b: 255, a: 255) == .white)
        // The same colour as straight channels premultiplied: opaque, they are equal.
        #expect(PremultipliedRGBA8(checkedR: 30, g: 90, b: 200, a: 255) == StraightRGBA8(r: 30, g: 90, b: 200).premultiplied)
    }

    @Test func anImageWhosePixelCountIsNotItsSizeIsRefused() {
        let pixel: [UInt8] = [10, 20, 30, 40]
        #expect(Image(checkedWidth: 2, height: 1, premultipliedPixels: pixel) == nil)
        #expect(Image(checkedWidth: 1, height: 1, premultipliedPixels: pixel + pixel) == nil)
        #expect(Image(checkedWidth: 1, height: 1, premultipliedPixels: [10, 20, 30]) == nil)
        #expect(Image(checkedWidth: 0, height: 0, premultipliedPixels: []) == nil)
        #expect(Image(checkedWidth: -1, height: -1, premultipliedPixels: pixel) == nil)
    }

    @Test func anImageWithAPixelNotPremultipliedIsRefused() {
        // The last pixel's blue (41) exceeds its alpha (40).
        let bytes: [UInt8] = [0, 0, 0, 255, 10, 20, 30, 40, 10, 20, 41, 40]
        #expect(Image(checkedWidth: 3, height: 1, premultipliedPixels: bytes) == nil)
    }

    @Test func anImageOfPremultipliedPixelsKeepsTheirBytes() throws {
        let bytes: [UInt8] = [0, 0, 0, 0, 10, 20, 30, 40, 255, 255, 255, 255, 1, 2, 3, 3, 0, 0, 0, 255, 9, 9, 9, 9]
        let image = try #require(Image(checkedWidth: 3, height: 2, premultipliedPixels: bytes))
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixels == bytes)
        #expect(image[1, 0] == PremultipliedRGBA8(checkedR: 10, g: 20, b: 30, a: 40))
    }
}
