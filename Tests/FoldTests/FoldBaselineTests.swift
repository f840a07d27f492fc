import TestSupport
import Testing
import Raster
import Warp
@testable import Fold

/// The fold renderer seen square-on is byte for byte what it was before the camera existed. The
/// sums were recorded before the camera (commit 42eb91d, Linux x86-64, Swift 6.3.1), when the fold
/// chose its own thickness (2 % of the art's shorter side) and crease (40/951 of the art across
/// the hinge); those are given explicitly now that the caller chooses them.
@Suite struct FoldBaselineTests {
    static func defaults(_ o: FoldOptions, width: Int, height: Int, thickness: Double? = nil) -> FoldOptions {
        var o = o
        o.thickness = thickness ?? 0.02 * Double(min(width, height))
        o.creaseWidth = Double(o.kind == .book ? width : height) * 40 / 951
        return o
    }

    /// Small folds of the test arts through the fold renderer with the library's defaults.
    static func foldRenders() throws -> [(String, Image)] {
        let book = FoldTestSupport.opaqueArt(width: 120, height: 80)
        let upright = FoldTestSupport.opaqueArt(width: 80, height: 120)
        let noisy = FoldTestSupport.noisyArt(width: 90, height: 60)
        var out: [(String, Image)] = []
        out.append(("book 128", try FoldRenderer.render(art: book, hinge: 61.5, options: defaults(FoldOptions(kind: .book, degrees: 128), width: 120, height: 80)).image))
        var o = defaults(FoldOptions(kind: .book, degrees: 60), width: 120, height: 80, thickness: 3)
        out.append(("book 60 t3", try FoldRenderer.render(art: book, hinge: 60, options: o).image))
        out.append(("laptop 110", try FoldRenderer.render(art: upright, hinge: 58.5, options: defaults(FoldOptions(kind: .laptop, degrees: 110), width: 80, height: 120)).image))
        o = defaults(FoldOptions(kind: .laptop, degrees: 150), width: 80, height: 120)
        o.elevation = 45; o.distance = 2
        out.append(("laptop 150 e45 k2", try FoldRenderer.render(art: upright, hinge: 60, options: o).image))
        o = defaults(FoldOptions(kind: .book, degrees: 90), width: 90, height: 60)
        o.shadow = false
        out.append(("noisy book 90", try FoldRenderer.render(art: noisy, hinge: 44.5, options: o).image))
        return out
    }

    static let recorded: [String: String] = [
        "book 128": "6a7b8d00f164fa3a",
        "book 60 t3": "a7da09fb56c7455a",
        "laptop 110": "3c3bf7e1915b5559",
        "laptop 150 e45 k2": "d27b8c2ac7abfa96",
        "noisy book 90": "12823158a2a251",
    ]

    /// The sums are of Linux x86-64's floating point; another maths library may round a last bit otherwise.
    @Test(.enabled(if: ImageChecksum.isRecordedPlatform))
    func foldsSeenSquareOnAreUnchanged() throws {
        for (name, image) in try Self.foldRenders() {
            #expect(Self.recorded[name] == ImageChecksum.of(image), "\(name)")
        }
    }
}
