import TestSupport
import Codecs
import Testing
import Raster
import Warp
@testable import Mockup

/// --width and --scale draw a fold straight at the output's size: the output is exactly the size
/// the old render-then-resize gave, for every combination with padding, and the background is
/// behind it.
@Suite struct OutputScaleTests {
    /// A pose's flat mock-up on synthetic 1x bezel art (8 px thick) with a patterned capture.
    static func flat(_ pose: Pose, turn: Double = 0) throws -> (FlatMockup, RenderOptions) {
        let (bezel, capture) = try BezelTestArt.pipelineInputs(for: pose)
        var options = RenderOptions()
        options.pose = pose
        options.turn = turn
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: "capture.png", bezels: .single(bezel),
                                              options: options)
        return (flat, options)
    }

    /// Book, a turned flat pose (one plane) and a flat pose as it is (still resized): each
    /// combination's size is what framing the unscaled render gives (`OutputFraming.apply`).
    @Test(arguments: [("book", 0.0), ("open", 20.0), ("closed", 0.0)])
    func outputSizesAreAsBefore(_ poseName: String, _ turn: Double) throws {
        let (flat, options) = try Self.flat(Pose(rawValue: poseName)!, turn: turn)
        let native = try MockupPipeline.finish(flat, options: options).image
        let framings = [OutputFraming(padding: 9, width: 257), OutputFraming(scale: 0.37), OutputFraming(padding: 3, scale: 1.03)]
        for framing in framings {
            var o = options
            o.framing = framing
            let image = try MockupPipeline.finish(flat, options: o).image
            let before = framing.apply(to: native)
            #expect(image.width == before.width && image.height == before.height,
                    "\(poseName) padding \(framing.padding) width \(framing.width ?? 0) scale \(framing.scale ?? 0)")
        }
    }

    /// The background fills the scaled fold's canvas; the fold covers it in the middle.
    @Test func backgroundIsBehindAScaledFold() throws {
        let (flat, options) = try Self.flat(.book)
        var o = options
        o.framing = OutputFraming(background: PremultipliedRGBA8(r: 10, g: 200, b: 30, a: 255), padding: 4, width: 200)
        let image = try MockupPipeline.finish(flat, options: o).image
        #expect(image.width == 200)
        #expect(image[0, 0] == PremultipliedRGBA8(r: 10, g: 200, b: 30, a: 255))
        #expect(image.isOpaque)
        #expect(image[100, image.height / 2] != image[0, 0])
    }
}
