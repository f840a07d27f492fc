import Codecs
@testable import Colour
import Raster
import Testing
import TestSupport

/// Our compact profiles, and what an image's colour chunks are resolved to.
@Suite struct ProfileTests {
    static func info(_ bytes: [UInt8]) -> ColourInfo { ColourInfo(iccProfile: ICCProfile(name: "test", bytes: bytes)) }

    @Test func compactProfilesAreSmallAndFixed() {
        #expect(ColourSpace.sRGB.profile.count < 600)
        #expect(ColourSpace.displayP3.profile.count < 600)
        #expect(ColourSpace.sRGB.profile == ICCProfileWriter.matrixShaper(description: "sRGB", primaries: .sRGB, curve: .sRGB))
        #expect(ICCHeader.problem(ColourSpace.sRGB.profile) == nil)
        #expect(ICCHeader.problem(ColourSpace.displayP3.profile) == nil)
    }

    /// lcms2's own sRGB and its Display P3 are recognised as ours (and so need no conversion).
    @Test func recognisesLittleCMSsProfiles() {
        #expect(ColourSpace.of(Self.info(LittleCMSReference.profile(.sRGB))).space.known == .sRGB)
        #expect(ColourSpace.of(Self.info(LittleCMSReference.profile(.displayP3))).space.known == .displayP3)
        let adobe = ColourSpace.of(Self.info(LittleCMSReference.profile(.adobeRGB, name: "Adobe RGB (1998)")))
        #expect(adobe.space.known == nil)
        #expect(adobe.space.name == "Adobe RGB (1998)")
        #expect(adobe.problem == nil)
        #expect(adobe.space.hasPrimaries(.adobeRGB))
        #expect(!adobe.space.hasPrimaries(.displayP3))
        #expect(ColourSpace.of(Self.info(ColourSpace.adobeRGB.profile)).space.hasPrimaries(.adobeRGB))
    }

    @Test func untaggedAndChunks() {
        #expect(ColourSpace.of(ColourInfo()).space == .sRGB)
        #expect(ColourSpace.of(ColourInfo()).source == "untagged")
        #expect(ColourSpace.of(ColourInfo(sRGBIntent: .perceptual)).space == .sRGB)
        #expect(ColourSpace.of(ColourInfo(gamma: 45455)).space == .sRGB)
        let linear = ColourSpace.of(ColourInfo(gamma: 100_000)).space
        #expect(linear.known == nil)
        // A linear space: mid grey 0.5 of light is code 188 in sRGB.
        let grey = ColourConversion(from: linear, to: .sRGB).convert(StraightRGBA8(r: 128, g: 128, b: 128))
        #expect(abs(Int(grey.r) - 188) <= 1)
        let p3 = Chromaticities(whiteX: 31270, whiteY: 32900, redX: 68000, redY: 32000, greenX: 26500, greenY: 69000,
                                blueX: 15000, blueY: 6000)
        #expect(ColourSpace.of(ColourInfo(chromaticities: p3)).space == .displayP3)
        var exif = ColourInfo()
        exif.exifColourSpace = .adobeRGB
        #expect(ColourSpace.of(exif).space == .adobeRGB)
    }

    /// A broken or unsupported profile is one line and sRGB, never a crash.
    @Test func badProfilesAreSRGBWithAReason() {
        var cmyk = LittleCMSReference.profile(.displayP3)
        cmyk.replaceSubrange(16..<20, with: Array("CMYK".utf8))
        var link = LittleCMSReference.profile(.displayP3)
        link.replaceSubrange(12..<16, with: Array("link".utf8))
        let truncated = Array(LittleCMSReference.profile(.displayP3).prefix(300))
        var corruptTags = LittleCMSReference.profile(.displayP3)
        for i in 132..<min(corruptTags.count, 240) { corruptTags[i] = 0xEE }
        let cases: [([UInt8], String)] = [
            (cmyk, "CMYK"), (LittleCMSReference.greyProfile(), "grey"), (truncated, "truncated"),
            (Array("not a profile at all, just some words".utf8), "truncated"),
            ([UInt8](repeating: 0xAB, count: 400), "not one"), (link, "device link"), (corruptTags, "profile"),
        ]
        for (bytes, words) in cases {
            let resolved = ColourSpace.of(Self.info(bytes))
            #expect(resolved.space == .sRGB)
            let warning = resolved.warning(file: "shot.png")
            #expect(warning?.hasPrefix("shot.png: ") == true)
            #expect(warning?.contains(words) == true, "\(warning ?? "no warning")")
            #expect(warning?.contains("\n") == false)
        }
        var dropped = ColourInfo()
        dropped.iccProfileDropped = true
        #expect(ColourSpace.of(dropped).problem != nil)
    }

    /// Keywords PNG can hold, whatever a profile calls itself.
    @Test func outputKeyword() {
        #expect(ColourSpace.displayP3.colourInfo.iccProfile?.name == "Display P3")
        let odd = ColourSpace(name: "  Écran\u{1}  large  " + String(repeating: "x", count: 100), profile: [], known: nil)
        let name = odd.colourInfo.iccProfile!.name
        #expect(name.count <= 79 && !name.hasPrefix(" ") && !name.contains("  "))
        #expect(name.unicodeScalars.allSatisfy { (32...126).contains($0.value) })
    }
}

/// Inputs the fuzzer found (Docs/Fuzzing.md), each a case that once crashed.
@Suite struct HostileColourTests {
    /// colour-fuzz crash-4c417c51: a cHRM whose red and blue have y of 0.00005 and 0.00001 and
    /// whose white lies outside the primaries made colorants of 10⁹, and the profile writer trapped
    /// converting them to s15Fixed16.
    @Test func impossiblePrimariesAreAProblemNotATrap() {
        let chromaticities = Chromaticities(whiteX: 57664, whiteY: 6656, redX: 0, redY: 5, greenX: 16705, greenY: 32820,
                                            blueX: 0, blueY: 1)
        let resolved = ColourSpace.of(ColourInfo(gamma: 754_796, chromaticities: chromaticities))
        #expect(resolved.space == .sRGB)
        #expect(resolved.problem?.description.contains("cHRM") == true)
        #expect(ICCProfileWriter.s15Fixed16(1e12) == UInt32(bitPattern: Int32.max))
        #expect(ICCProfileWriter.s15Fixed16(-.infinity) == 0)
    }

    /// ProPhoto's blue has y = 0.0001: an odd primary, but a real space.
    @Test func proPhotoIsAccepted() {
        let pro = RGBPrimaries(red: SIMD2(0.7347, 0.2653), green: SIMD2(0.1596, 0.8404), blue: SIMD2(0.0366, 0.0001),
                               white: SIMD2(0.3457, 0.3585))
        #expect(pro != nil)
    }
}
