import Colour
import Fold

/// Everything that shapes one mock-up besides its capture and its bezel art. Invariant: values
/// are as the user gave them; `MockupPipeline` validates them (angles, distances) when it renders.
public struct RenderOptions: Sendable {
    /// The pose; nil infers it from the capture's size.
    public var pose: Pose?
    /// How the capture is fitted to the screen; nil = fill when the aspect ratios agree within 2 %.
    public var fit: FitMode?
    /// Fold angle for book/laptop (180 = flat); nil = the pose's default.
    public var degrees: Double?
    /// Camera elevation for the laptop, degrees.
    public var elevation: Double = DuoDevice.defaultLaptopElevation
    /// Camera distance in units of the flat art's longer side.
    public var distance: Double = DuoDevice.defaultCameraDistance
    /// Thickness of a folded leaf's edge in art pixels; nil = from the manifest or a default.
    public var thickness: Double?
    /// The camera's orbit in degrees (Docs/Geometry.md, "The camera"): about the vertical axis, then the horizontal one.
    public var turn = 0.0
    public var tilt = 0.0
    /// The screen's specular sheen, 0 (none) to 1.
    public var glare = 0.0
    /// The cover display's capture file (its outer face shows it); nil: the cover glass is dark.
    public var cover: String?
    /// Which display is lit: as the device would (`auto`), or the one asked for.
    public var lit = LitPanels.auto
    public var shading = true
    public var shadow = true
    /// Draw the pose's crease band, safe areas and chrome over the screen.
    public var guides = false
    /// Render at a quarter of the size (`previewDivisor`), for trying angles quickly.
    public var preview = false
    public var framing = OutputFraming()
    /// The space the output is made in: the capture's own (default), sRGB or Display P3.
    public var colourSpace = WorkingSpace.capture
    /// The space `framing.background`'s numbers are in (sRGB unless written `display-p3(…)`).
    public var backgroundSpace = ColourSpace.Known.sRGB
    /// A highlight and a zoom inset on the capture (`Callouts`); empty by default.
    public var callouts = Callouts()

    public init() {}

    /// The viewpoint these options ask for.
    public var camera: Camera { Camera(turn: turn, tilt: tilt, distance: distance) }

    /// True when a flat pose must be drawn in 3-D (turned, tilted or with glare) rather than as its art.
    public var needsFlatPlane: Bool { !camera.isFrontal || glare > 0 }

    /// The pose's effective fold angle.
    public func foldDegrees(for pose: Pose) -> Double? { degrees ?? pose.defaultDegrees }

    /// How many times smaller a preview is drawn, each way: a quarter of the size.
    public static let previewDivisor = 4

    /// The working scale's divisor: `previewDivisor` for a preview, else 1.
    public var workingDivisor: Int { preview ? Self.previewDivisor : 1 }
}
