import Codecs
import Colour
import Raster
import Testing
import TestSupport

/// Colour information as files carry it: a JPEG profile split over several APP2 markers, the
/// EXIF colour space, and what each output format writes.
@Suite struct ColourTagsInFilesTests {
    @Test func aProfileSplitOverSeveralMarkers() throws {
        let profile = LittleCMSReference.largeDisplayP3(padding: 70_000)
        #expect(profile.count > 65_519, "one APP2 marker holds at most 65 519 bytes of profile")
        let image = Image(width: 8, height: 8, fill: PremultipliedRGBA8(r: 10, g: 200, b: 40, a: 255))
        let jpeg = try ImageFile.encode(image, colour: ColourInfo(iccProfile: ICCProfile(name: "x", bytes: profile)), format: .jpeg)
        var markers = 0, at = 2
        while at + 4 <= jpeg.count, jpeg[at] == 0xFF, jpeg[at + 1] != 0xDA {
            let length = Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3])
            if jpeg[at + 1] == 0xE2 && Array(jpeg[(at + 4)..<(at + 15)]) == Array("ICC_PROFILE".utf8) { markers += 1 }
            at += 2 + length
        }
        #expect(markers >= 2)
        let decoded = try ImageFile.decode(bytes: jpeg, name: "split.jpg")
        #expect(decoded.colour.iccProfile?.bytes == profile)
        let resolved = ColourSpace.of(decoded.colour)
        #expect(resolved.space == .displayP3, "\(resolved.problem.map(String.init(describing:)) ?? resolved.source)")
    }

    /// EXIF's ColorSpace tag in a little TIFF structure: IFD0 → Exif IFD (0xA001, 0xA005) →
    /// interoperability IFD (0x0001).
    static func exif(colourSpace: UInt16, interop: String?) -> [UInt8] {
        var t: [UInt8] = Array("II".utf8) + [42, 0, 8, 0, 0, 0]
        func u16(_ v: UInt16) { t += [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: UInt32) { t += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)] }
        u16(1); u16(0x8769); u16(4); u32(1); u32(26); u32(0)                 // IFD0 at 8, ends at 26
        u16(2); u16(0xA001); u16(3); u32(1); u16(colourSpace); u16(0)         // Exif IFD at 26
        u16(0xA005); u16(4); u32(1); u32(56); u32(0)                          // … ends at 56
        u16(1); u16(0x0001); u16(2); u32(4)                                   // interop IFD at 56
        t += Array((interop ?? "R98").utf8.prefix(3)) + [0]; u32(0)
        return t
    }

    @Test func exifColourSpace() {
        func read(_ bytes: [UInt8]) -> EXIFColourSpace? { bytes.withUnsafeBufferPointer { EXIFColourSpace(exif: $0) } }
        #expect(read(Self.exif(colourSpace: 1, interop: nil)) == .sRGB)
        #expect(read(Self.exif(colourSpace: 2, interop: nil)) == .adobeRGB)
        #expect(read(Self.exif(colourSpace: 0xFFFF, interop: "R03")) == .adobeRGB)
        #expect(read(Self.exif(colourSpace: 0xFFFF, interop: "R98")) == nil)
        let whole = Self.exif(colourSpace: 0xFFFF, interop: "R03")
        for n in stride(from: 0, to: whole.count, by: 3) { #expect(read(Array(whole.prefix(n))) != .sRGB) }
        #expect(read(Array(repeating: 0xFF, count: 64)) == nil)
    }

    /// A JPEG whose only colour information is EXIF's "Adobe RGB" is read as Adobe RGB.
    @Test func aJPEGTaggedAdobeRGBByEXIF() throws {
        let image = Image(width: 8, height: 8, fill: PremultipliedRGBA8(r: 10, g: 200, b: 40, a: 255))
        var jpeg = try ImageFile.encode(image, format: .jpeg)
        let payload = Array("Exif".utf8) + [0, 0] + Self.exif(colourSpace: 0xFFFF, interop: "R03")
        let length = payload.count + 2
        jpeg.insert(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload, at: 2)
        let decoded = try ImageFile.decode(bytes: jpeg, name: "camera.jpg")
        #expect(decoded.colour.exifColourSpace == .adobeRGB)
        #expect(ColourSpace.of(decoded.colour).space == .adobeRGB)
        #expect(try ImageFile.decode(bytes: jpeg, name: "camera.jpg").image.width == 8)
    }
}
