import TestSupport
import Codecs
import Testing
import Raster
import Warp
@testable import Mockup

/// At `--turn 0 --tilt 0` every render must be byte for byte what it was before the camera
/// existed. The checksums below were recorded from renders of the code *before* the camera was
/// added (commit 42eb91d, on Linux x86-64, Swift 6.3.1), from the same inputs; a change in any pixel changes them.
/// book and laptop were recorded anew when their shadows began to follow the device's rounded
/// outline instead of the leaves' rectangles (issue 28 item 9; the change touches only the shadow's polygons).
@Suite struct CameraBaselineTests {
    /// Every pose through the whole pipeline, on synthetic bezel art at 1x (hole = the pose's
    /// point size) with a patterned capture.
    static func pipelineRenders() throws -> [(String, Image)] {
        var out: [(String, Image)] = []
        for pose in Pose.allCases {
            let (bezel, capture) = try BezelTestArt.pipelineInputs(for: pose)
            var options = RenderOptions()
            options.pose = pose
            out.append((pose.rawValue, try MockupPipeline.render(capture: capture, captureFile: "capture.png",
                                                                bezels: .single(bezel), options: options).image))
        }
        return out
    }

    static let recorded: [String: String] = [
        "closed": "70b5520c6ce0cdf0",
        "closed-turned": "54e8390c47457854",
        "open": "65247e76d48df6a9",
        "upright": "f357d275acbca3b1",
        "book": "e80ac931d259485c",
        "laptop": "516c0995284301bc"
    ]

    /// The sums are of Linux x86-64's floating point; another maths library may round a last bit otherwise.
    @Test(.enabled(if: ImageChecksum.isRecordedPlatform))
    func rendersAtTurnZeroTiltZeroAreUnchanged() throws {
        for (name, image) in try Self.pipelineRenders() {
            #expect(Self.recorded[name] == ImageChecksum.of(image), "\(name)")
        }
    }
}
