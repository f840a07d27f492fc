import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// A capture rendered in a pose whose screen it does not fit is named for what it is, with the
/// poses that show it, for every pair of capture and pose (not an aspect-ratio sum and --fit).
@Suite struct WrongPoseHintTests {
    /// One folder for every case: a capture and a single bezel file for each flat pose.
    static let dir: String = {
        let dir = try! TestFiles.temporaryFolder()
        for pose in Pose.flatPoses {
            let (w, h) = pose.pointSize
            try! ImageFile.write(TestFiles.sampleCapture(width: w, height: h), to: dir + "/\(pose.name).png")
            try! ImageFile.write(TestFiles.bezel(for: pose), to: dir + "/bezel-\(pose.name).png")
        }
        return dir
    }()
    let dir = Self.dir

    /// The capture of each flat pose, at 1x, and the poses that show it.
    static let fits: [(capture: Pose, poses: String)] = [
        (.closed, "closed"), (.closedTurned, "closed-turned"), (.open, "book or open"), (.upright, "laptop or upright"),
    ]

    @Test(arguments: Pose.allCases) func aCaptureInAPoseForAnotherScreenIsNamed(requested: Pose) throws {
        for (capturePose, poses) in Self.fits where capturePose != requested.flatPose {
            // closed follows a landscape capture to closed-turned, and back: not a mismatch.
            if [capturePose, requested].allSatisfy({ $0.display == .cover }) { continue }
            let file = dir + "/\(capturePose.name).png"
            let console = Console.capturing()
            let status = DuoMockupTool.run(["render", file, "--pose", requested.name,
                                            "--bezel", dir + "/bezel-\(requested.flatPose.name).png",
                                            "-o", dir + "/out.png"], console: console)
            #expect(status == 2)
            let lines = console.capturedError.split(separator: "\n").filter { $0.contains("error:") }
            let article = capturePose == .open || capturePose == .upright ? "an" : "a"
            #expect(lines.count == 1 && lines[0].contains("\(file): this is \(article) \(capturePose.name) capture: --pose \(poses)"),
                    "\(capturePose.name) capture, --pose \(requested.name): \(console.capturedError)")
            #expect(!console.capturedError.contains("aspect ratios differ"))
        }
    }

    @Test func aCaptureOfNoPosesShapeStillGetsTheFitAdvice() throws {
        let file = dir + "/square.png"
        try ImageFile.write(TestFiles.sampleCapture(width: 600, height: 600), to: file)
        let console = Console.capturing()
        let status = DuoMockupTool.run(["render", file, "--pose", "book", "--bezel", dir + "/bezel-open.png", "-o", dir + "/out.png"],
                                       console: console)
        #expect(status == 2)
        #expect(console.capturedError.contains("aspect ratios differ") && console.capturedError.contains("--fit"))
    }
}
