import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// Camera settings that would draw the leaves' edges as slabs or tear the perspective are refused
/// with the range that works (one message per option, the same everywhere); the limits render.
@Suite(.serialized) struct GrazingAngleTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-grazing")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.open, .upright])
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("open.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 669, height: 951), to: scratch("upright.png"))
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args + ["--bezels", art, "--preview"], console: console), console)
    }

    @Test(arguments: [
        (["--pose", "laptop", "--elevation", "0.1"], "--elevation must be from 5 to 90"),
        (["--pose", "laptop", "--elevation", "0"], "--elevation must be from 5 to 90"),
        (["--pose", "laptop", "--elevation", "-3"], "--elevation must be from 5 to 90"),
        (["--pose", "laptop", "--elevation", "91"], "--elevation must be from 5 to 90"),
        (["--pose", "book", "--distance", "0.5"], "--distance must be from 1 to 1000"),
        (["--pose", "book", "--distance", "0"], "--distance must be from 1 to 1000"),
        (["--pose", "book", "--distance", "-1"], "--distance must be from 1 to 1000"),
    ])
    func outOfRangeCameraSettingsAreRefusedWithTheRange(args: [String], message: String) {
        let capture = args.contains("laptop") ? scratch("upright.png") : scratch("open.png")
        let (status, console) = run(["render", capture] + args + ["-o", scratch("x.png")])
        #expect(status == 2)
        #expect(console.capturedError.contains(message), "\(console.capturedError)")
    }

    @Test func aThicknessOverTheLimitIsRefusedWithTheLimitForThisArt() throws {
        // The synthetic open art is 999×717: at most 5 % of 717 = 35.8 px.
        let (status, console) = run(["render", scratch("open.png"), "--pose", "book", "--deg", "60", "--thickness", "200",
                                     "-o", scratch("x.png")])
        #expect(status == 2)
        #expect(console.capturedError.contains("--thickness") && console.capturedError.contains("35.8"), "\(console.capturedError)")
        let (ok, c2) = run(["render", scratch("open.png"), "--pose", "book", "--deg", "60", "--thickness", "35",
                            "-o", scratch("x.png")])
        #expect(ok == 0, "\(c2.capturedError)")
    }

    @Test func theLimitsRender() throws {
        for args in [["--pose", "laptop", "--elevation", "5"], ["--pose", "laptop", "--elevation", "90"],
                     ["--pose", "book", "--distance", "1"]] {
            let capture = args.contains("laptop") ? scratch("upright.png") : scratch("open.png")
            let (status, console) = run(["render", capture] + args + ["-o", scratch("x.png")])
            #expect(status == 0, "\(args): \(console.capturedError)")
        }
    }
}
