import Mockup
/// One image a gallery makes: a capture in one pose at one angle, and the file it goes to.
/// Invariant: `file` is `<item name>-<pose>[-<deg>].<ext>`, relative to OUTDIR; `degrees` is set
/// exactly for the folded poses.
public struct GalleryOutput: Sendable, Hashable {
    public var pose: Pose
    public var degrees: Double?
    public var file: String

    public init(pose: Pose, degrees: Double?, file: String) {
        self.pose = pose; self.degrees = degrees; self.file = file
    }

    /// The label shown under its thumbnail: `book 128°`, `open`.
    public var label: String {
        pose.name + (degrees.map { " " + GalleryPlan.degreesLabel($0) + "°" } ?? "")
    }
}
