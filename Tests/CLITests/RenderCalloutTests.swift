import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// `render --highlight` and `--zoom`: each mistake one line with status 2, and an inset on the
/// output at its anchor, magnified from the capture.
@Suite(.serialized) struct RenderCalloutTests {
    let dir: String
    let bezels: String

    init() throws {
        dir = try TestFiles.temporaryFolder()
        bezels = try TestFiles.writeBezelSet(in: dir + "/bezels", poses: [.open])
        var capture = Image(width: 951, height: 669, fill: PremultipliedRGBA8(r: 200, g: 200, b: 200, a: 255))
        capture.fill(PremultipliedRGBA8(r: 220, g: 20, b: 20, a: 255), rect: PixelRect(x: 100, y: 100, width: 60, height: 40))
        try ImageFile.write(capture, to: dir + "/open.png")
    }

    func run(_ extra: [String]) -> (Int32, String) {
        let console = Console.capturing()
        let status = DuoMockupTool.run(["render", dir + "/open.png", "--bezels", bezels, "-o", dir + "/out.png"] + extra,
                                       console: console)
        return (status, console.capturedError)
    }

    @Test(arguments: [
        (["--highlight", "1,2,0,4"], "--highlight 1,2,0,4: the rectangle needs a width and a height of at least 1"),
        (["--highlight", "10,10,40,40,glow"], "--highlight 10,10,40,40,glow: unknown mode 'glow'; expected dim, blur, outline"),
        (["--highlight", "10,10,40"], "--highlight 10,10,40: expected X,Y,W,H[,MODE]"),
        (["--zoom", "10,10,40,40,0.5"], "--zoom 10,10,40,40,0.5: the scale must be above 1 (the inset magnifies) and at most 8, got 0.5"),
        (["--zoom", "10,10,40,40,100"], "the scale must be above 1 (the inset magnifies) and at most 8, got 100"),
        (["--zoom", "10,10,40,40,top-rigth"], "did you mean 'top-right'?"),
        (["--zoom", "900,10,100,50"], "open.png: the zoom rectangle 900,10,100,50 does not lie inside the capture (951 × 669 px)"),
        (["--zoom", "0,0,900,600,8"], "zoom: the inset would be 7200 × 4800 px"),
    ])
    func aMistakeIsOneLineWithStatusTwo(_ extra: [String], _ message: String) {
        let (status, err) = run(extra)
        #expect(status == 2)
        #expect(err.contains(message), "\(err)")
        #expect(err.split(separator: "\n").count == 1, "\(err)")
    }

    @Test func anInsetSitsAtItsAnchorMagnifiedFromTheCapture() throws {
        let (status, err) = run(["--zoom", "100,100,60,40,3,bottom-right", "--highlight", "90,90,80,60,outline"])
        #expect(status == 0, "\(err)")
        let out = try ImageFile.read(path: dir + "/out.png").image
        // The output is the art (951 + 2 × 24 wide): the inset, 180 × 120, a margin (4 % of the
        // width) in from the bottom-right corner, shows the red rectangle filling it.
        let margin = Int((0.04 * Double(out.width)).rounded())
        let p = out[out.width - margin - 90, out.height - margin - 60]
        #expect(p.r > 200 && p.g < 40, "\(p)")
        // The outline's yellow runs round the rectangle on the device (capture x 90 → art 24 + 90).
        let line = out[24 + 130, 24 + 90]
        #expect(line.r > 200 && line.g > 170 && line.b < 80, "\(line)")
    }
}
