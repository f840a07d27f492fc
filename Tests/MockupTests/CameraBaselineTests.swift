import Codecs
import Testing
import Raster
import Warp
@testable import Mockup

/// At `--turn 0 --tilt 0` every render must be byte for byte what it was before the camera
/// existed. The checksums below were recorded from renders of the code *before* the camera was
/// added (commit 42eb91d, on Linux x86-64, Swift 6.3.1), from the same inputs; a change in any pixel changes them.
@Suite struct CameraBaselineTests {
    /// FNV-1a over the size and the premultiplied bytes.
    static func checksum(_ image: Image) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ b: UInt8) { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        for v in [image.width, image.height] { for k in 0..<4 { add(UInt8(truncatingIfNeeded: v >> (8 * k))) } }
        image.withUnsafeBytes { for b in $0 { add(b) } }
        return String(h, radix: 16)
    }

    /// Small folds of the test arts through the fold renderer with the library's defaults.
    static func foldRenders() throws -> [(String, Image)] {
        let book = FoldTestSupport.opaqueArt(width: 120, height: 80)
        let upright = FoldTestSupport.opaqueArt(width: 80, height: 120)
        let noisy = FoldTestSupport.noisyArt(width: 90, height: 60)
        var out: [(String, Image)] = []
        out.append(("book 128", try FoldRenderer.render(art: book, hinge: 61.5, options: FoldOptions(kind: .book, degrees: 128)).image))
        var o = FoldOptions(kind: .book, degrees: 60)
        o.thickness = 3
        out.append(("book 60 t3", try FoldRenderer.render(art: book, hinge: 60, options: o).image))
        out.append(("laptop 110", try FoldRenderer.render(art: upright, hinge: 58.5, options: FoldOptions(kind: .laptop, degrees: 110)).image))
        o = FoldOptions(kind: .laptop, degrees: 150)
        o.elevation = 45; o.distance = 2
        out.append(("laptop 150 e45 k2", try FoldRenderer.render(art: upright, hinge: 60, options: o).image))
        o = FoldOptions(kind: .book, degrees: 90)
        o.shadow = false
        out.append(("noisy book 90", try FoldRenderer.render(art: noisy, hinge: 44.5, options: o).image))
        return out
    }

    /// Every pose through the whole pipeline, on synthetic bezel art at 1x (hole = the pose's
    /// point size) with a patterned capture.
    static func pipelineRenders() throws -> [(String, Image)] {
        var out: [(String, Image)] = []
        for pose in Pose.allCases {
            let (w, h) = pose.flatPose.pointSize
            let art = BezelTestArt(holeWidth: w, holeHeight: h, holeRadius: 40).render()
            let screen = try ScreenDetection.detect(in: art, file: "test.png")
            let bezel = Bezel(pose: pose.flatPose, path: "test.png", art: art, screen: screen, thickness: 8)
            let capture = DecodedImage(image: FoldTestSupport.opaqueArt(width: w, height: h), colour: ColourInfo(),
                                       format: .png, warnings: [])
            var options = RenderOptions()
            options.pose = pose
            out.append((pose.rawValue, try MockupPipeline.render(capture: capture, captureFile: "capture.png",
                                                                bezels: .single(bezel), options: options).image))
        }
        return out
    }

    static let recorded: [String: String] = [
        "book 128": "6a7b8d00f164fa3a",
        "book 60 t3": "a7da09fb56c7455a",
        "laptop 110": "3c3bf7e1915b5559",
        "laptop 150 e45 k2": "d27b8c2ac7abfa96",
        "noisy book 90": "12823158a2a251",
        "closed": "70b5520c6ce0cdf0",
        "closed-turned": "54e8390c47457854",
        "open": "65247e76d48df6a9",
        "upright": "f357d275acbca3b1",
        "book": "9e6e7166e5060394",
        "laptop": "98ff3441d9ff5f81"
    ]

    @Test func rendersAtTurnZeroTiltZeroAreUnchanged() throws {
        for (name, image) in try Self.foldRenders() + Self.pipelineRenders() {
            #expect(Self.recorded[name] == Self.checksum(image), "\(name)")
        }
    }
}
