import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// `--colour-space` end to end: for sRGB, Display P3 and Adobe RGB captures and art, every patch
/// of the capture, the art's body and the colour the user gives mean in the output (read through
/// the output's own profile) what they meant in their inputs, within 2 levels of Little CMS's own
/// conversion.
@Suite(.serialized) struct ColourSpaceTests {
    typealias Space = LittleCMSReference.Space
    let dir: String

    init() throws { dir = try TestFiles.temporaryFolder() }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing(environment: [:], terminal: false)
        return (DuoMockupTool.run(args, console: console), console)
    }

    static let body = StraightRGBA8(r: 200, g: 40, b: 90)

    /// The cover's art with a saturated body, tagged with `space`'s profile.
    func writeArt(_ space: Space) throws -> String {
        let grey = TestFiles.bezel(for: .closed)
        var pixels = grey.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] == 255 {
            pixels[i] = Self.body.r; pixels[i + 1] = Self.body.g; pixels[i + 2] = Self.body.b
        }
        let art = Image(width: grey.width, height: grey.height, premultipliedPixels: pixels)
        let folder = dir + "/art-\(space)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try ImageFile.write(art, colour: Self.tag(space), to: folder + "/cover.png")
        return folder
    }

    static func tag(_ space: Space) -> ColourInfo {
        space == .sRGB ? ColourInfo() : ColourInfo(iccProfile: ICCProfile(name: "\(space)", bytes: LittleCMSReference.profile(space)))
    }

    /// A capture of the cover screen's size (it lands pixel for pixel) in patches of 20 × 20.
    static func patchCapture() -> (Image, [[UInt8]]) {
        let (w, h) = Pose.closed.pointSize
        var patches: [[UInt8]] = []
        let levels: [UInt8] = [0, 60, 128, 190, 255]
        for r in levels { for g in levels { for b in levels { patches.append([r, g, b]) } } }
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y / 20) * (w / 20) + x / 20
                if x / 20 < w / 20, i < patches.count {
                    pixels[(y * w + x) * 4] = patches[i][0]
                    pixels[(y * w + x) * 4 + 1] = patches[i][1]
                    pixels[(y * w + x) * 4 + 2] = patches[i][2]
                }
            }
        }
        return (Image(width: w, height: h, premultipliedPixels: pixels), patches)
    }

    /// The output's pixel at x, y as RGB.
    static func rgb(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] { let p = image[x, y]; return [p.r, p.g, p.b] }

    static func close(_ a: [UInt8], _ b: [UInt8], within levels: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= levels }
    }

    /// Each capture space and each art space, each in the three working spaces.
    @Test(arguments: [(Space.sRGB, Space.sRGB), (.displayP3, .adobeRGB), (.adobeRGB, .displayP3)])
    func everyPatchAndTheArtMeanTheSame(capture captureSpace: Space, art artSpace: Space) throws {
        let (capture, patches) = Self.patchCapture()
        try ImageFile.write(capture, colour: Self.tag(captureSpace), to: dir + "/shot.png")
        let art = try writeArt(artSpace)
        for working in ["capture", "srgb", "display-p3"] {
            let out = dir + "/out-\(working).png"
            // `capture` is the default: given without the flag.
            let choice = working == "capture" ? [] : ["--colour-space", working]
            let (status, console) = run(["render", dir + "/shot.png", "--bezels", art, "--padding", "8",
                                         "--background", "#4080c0", "-o", out] + choice)
            try #require(status == 0, "\(console.capturedError)")
            let written = try ImageFile.read(path: out)
            let profile = try #require(written.colour.iccProfile?.bytes, "the output carries an ICC profile")
            let outSpace = ColourSpace.of(written.colour)
            #expect(outSpace.problem == nil)
            switch working {
            case "srgb": #expect(outSpace.space == .sRGB)
            case "display-p3": #expect(outSpace.space == .displayP3)
            default:
                if captureSpace == .adobeRGB { #expect(outSpace.space.hasPrimaries(.adobeRGB)) }
                else { #expect(outSpace.space.known == (captureSpace == .sRGB ? .sRGB : .displayP3)) }
            }
            let captureProfile = LittleCMSReference.profile(captureSpace)
            let m = TestFiles.margin + 8
            let columns = capture.width / 20
            let reference = try #require(LittleCMSReference.convert(patches.flatMap { $0 }, from: captureProfile, to: profile))
            for (i, patch) in patches.enumerated() {
                let x = m + (i % columns) * 20 + 10, y = m + (i / columns) * 20 + 10
                let expected = Array(reference[3 * i..<3 * i + 3])
                let got = Self.rgb(written.image, x, y)
                #expect(Self.close(got, expected), "\(working): patch \(patch) of a \(captureSpace) capture is \(got), Little CMS says \(expected)")
                if working == "capture" { #expect(got == patch, "the app's own colours are never converted") }
            }
            let artProfile = LittleCMSReference.profile(artSpace)
            let body = try #require(LittleCMSReference.convert([Self.body.r, Self.body.g, Self.body.b], from: artProfile, to: profile))
            #expect(Self.close(Self.rgb(written.image, 8 + 12, written.image.height / 2), body), "\(working): the \(artSpace) art's body")
            // The background the user typed is sRGB: converted back, it is 40 80 c0.
            let back = try #require(LittleCMSReference.convert(Self.rgb(written.image, 2, 2), from: profile,
                                                               to: LittleCMSReference.profile(.sRGB)))
            #expect(Self.close(back, [0x40, 0x80, 0xC0]), "\(working): the background reads \(back) in sRGB")
        }
    }
}
