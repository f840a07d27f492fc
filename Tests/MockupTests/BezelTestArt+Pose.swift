import Codecs
import Raster
import TestSupport
@testable import Mockup

extension BezelTestArt {
    /// A pose's synthetic 1x bezel (hole = the pose's point size, radius 40, body 8 px thick)
    /// and a patterned capture that fills its screen exactly.
    static func pipelineInputs(for pose: Pose) throws -> (bezel: Bezel, capture: DecodedImage) {
        let (w, h) = pose.flatPose.pointSize
        let art = BezelTestArt(holeWidth: w, holeHeight: h, holeRadius: 40).render()
        let screen = try ScreenDetection.detect(in: art, file: "test.png")
        let bezel = Bezel(pose: pose.flatPose, path: "test.png", art: art, screen: screen, thickness: 8)
        let capture = DecodedImage(image: TestArt.gradientChecker(width: w, height: h), colour: ColourInfo(),
                                   format: .png, warnings: [])
        return (bezel, capture)
    }
}
