import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// With `--bezel FILE`, the flat pose is the file's own (its screen's aspect), whatever the
/// capture's size: a generic phone frame takes any capture of its screen's shape.
@Suite(.serialized) struct SingleBezelPoseTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("duo-single-bezel")
    }

    /// A generic phone frame: a body with a rounded transparent screen of `w`×`h`, 20 px in.
    static func frame(screenWidth w: Int, height h: Int) -> Image {
        let W = w + 40, H = h + 40
        var art = Image(width: W, height: H)
        art.fill(PremultipliedRGBA8(r: 30, g: 30, b: 34, a: 255),
                 mask: Mask.roundedRect(RectF(x: 0, y: 0, width: Double(W), height: Double(H)), cornerRadius: 60, width: W, height: H),
                 atX: 0, y: 0)
        art.clip(to: Mask.roundedRect(RectF(x: 20, y: 20, width: Double(w), height: Double(h)), cornerRadius: 40,
                                      width: W, height: H).inverted(), atX: 0, y: 0)
        return art
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args, console: console), console)
    }

    @Test func anIPhoneFrameTakesAnIPhoneCapture() throws {
        try ImageFile.write(Self.frame(screenWidth: 390, height: 844), to: scratch("iphone12.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 390, height: 844), to: scratch("shot.png"))
        let (status, console) = run(["render", scratch("shot.png"), "--bezel", scratch("iphone12.png"), "-o", scratch("out.png")])
        #expect(status == 0, "\(console.capturedError)")
        let out = try ImageFile.read(path: scratch("out.png")).image
        #expect(out.width == 430 && out.height == 884)
        #expect(out[20 + 195, 20 + 422].a == 255)
    }

    @Test func aCaptureOfAnySizeIntoDuoShapedOpenArt() throws {
        try ImageFile.write(TestFiles.bezel(for: .open), to: scratch("open-art.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 1000, height: 703), to: scratch("wide.png"))
        let (status, console) = run(["render", scratch("wide.png"), "--bezel", scratch("open-art.png"), "-o", scratch("out.png")])
        #expect(status == 0, "\(console.capturedError)")
        #expect(console.capturedError.contains("open"), "\(console.capturedError)")
    }
}
