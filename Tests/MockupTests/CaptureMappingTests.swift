import Codecs
import Fold
import Raster
import Testing
import Warp
@testable import Mockup

/// `CaptureMapping` puts a capture point where the mock-up draws it: a capture with one small red
/// square is rendered (a book, a laptop, a turned flat pose, a flat pose framed and resized) and
/// the red pixels' centre is where the mapping says the square's centre is.
@Suite struct CaptureMappingTests {
    /// A grey capture of the pose's screen size with a 6 × 6 red square centred at (`x`, `y`).
    static func marked(_ pose: Pose, x: Int, y: Int) throws -> (Bezel, DecodedImage) {
        let (bezel, plain) = try BezelTestArt.pipelineInputs(for: pose)
        var image = Image(width: plain.image.width, height: plain.image.height, fill: PremultipliedRGBA8(r: 90, g: 90, b: 90, a: 255))
        image.fill(PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), rect: PixelRect(x: x - 3, y: y - 3, width: 6, height: 6))
        return (bezel, DecodedImage(image: image, colour: ColourInfo(), format: .png, warnings: []))
    }

    /// The centre of the clearly red pixels of `image`, nil when there are none.
    static func redCentre(_ image: Image) -> Point2D? {
        var sx = 0.0, sy = 0.0, n = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.a > 200 && p.r > 140 && Int(p.r) > 2 * Int(p.g) + 40 && Int(p.r) > 2 * Int(p.b) + 40 {
                    sx += Double(x) + 0.5; sy += Double(y) + 0.5; n += 1
                }
            }
        }
        return n > 0 ? Point2D(sx / n, sy / n) : nil
    }

    @Test(arguments: [
        ("book", 120, 300, 0.0, 0.0, 0, nil as Int?),     // left leaf
        ("book", 760, 420, 0.0, 0.0, 0, nil),             // right leaf
        ("book", 700, 150, 25.0, 10.0, 6, 500),           // right leaf, orbited, padded and scaled
        ("laptop", 300, 200, 0.0, 0.0, 0, nil),           // raised half
        ("laptop", 400, 800, 0.0, 15.0, 4, nil),          // table half, tilted
        ("open", 600, 300, 20.0, 0.0, 0, nil),            // a turned flat pose (one plane)
        ("closed", 200, 500, 0.0, 0.0, 10, 300),          // flat as it is, padded and resized
    ])
    func aMarkedCapturePixelLandsWhereTheMappingSays(_ poseName: String, _ x: Int, _ y: Int, _ turn: Double,
                                                     _ tilt: Double, _ padding: Int, _ width: Int?) throws {
        let pose = try #require(Pose(rawValue: poseName))
        let (bezel, capture) = try Self.marked(pose, x: x, y: y)
        var options = RenderOptions()
        options.pose = pose
        options.turn = turn
        options.tilt = tilt
        options.shadow = false
        options.framing = OutputFraming(padding: padding, width: width)
        let rendered = try MockupPipeline.render(capture: capture, captureFile: "marked.png", bezels: .single(bezel), options: options)
        let mapping = try #require(rendered.mapping)
        let expected = mapping.point(Point2D(Double(x), Double(y)))
        let found = try #require(Self.redCentre(rendered.image), "no red in the \(poseName) render")
        #expect(found.distance(to: expected) < 1.5, "\(poseName) at \(x),\(y): drawn at \(found), mapped to \(expected)")
        #expect(mapping.facesCamera(Point2D(Double(x), Double(y))))
    }

    /// A rectangle across a book's hinge bends there: its outline has a vertex on each of the
    /// top and bottom edges where they cross the hinge, and the top edge is not one straight line.
    @Test func anOutlineAcrossTheHingeBendsAtIt() throws {
        let (bezel, capture) = try Self.marked(.book, x: 100, y: 100)
        var options = RenderOptions()
        options.pose = .book
        let rendered = try MockupPipeline.render(capture: capture, captureFile: "marked.png", bezels: .single(bezel), options: options)
        let mapping = try #require(rendered.mapping)
        let outline = mapping.outline(of: RectF(x: 300, y: 50, width: 350, height: 300))
        #expect(outline.count == 5 + 2)   // four corners, the start again, two hinge crossings
        let (a, b, c) = (outline[0], outline[1], outline[2])   // top-left, on the hinge, top-right
        let bend = (b - a).cross(c - a) / a.distance(to: c)
        #expect(abs(bend) > 2, "the top edge bends \(bend) px at the hinge")
    }
}
