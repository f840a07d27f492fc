import _Batch
import Mockup
import Motion
import Codecs

/// One capture of a gallery and everything that decides what is made of it: the poses and fold
/// angles asked for, the render options and the output format. The unit of work, of sharding and
/// of incremental re-rendering. Invariant: `name` is a safe relative path without extension
/// (checked by `OutputSafety.relativePath`), unique within its gallery.
public struct GalleryItem: Sendable {
    /// The capture file to read.
    public var capturePath: String
    /// The output stem relative to OUTDIR, e.g. `en-US/home`; outputs are `<name>-<pose>[-<deg>]`.
    public var name: String
    /// The poses asked for; nil = every pose that fits the capture's size.
    public var poses: [Pose]?
    /// Fold angles per folded pose; a pose missing here folds at its default angle.
    public var angles: [Pose: [Double]]
    /// Everything else of the render (pose and angle are set per output).
    public var options: RenderOptions
    public var format: ImageFormat
    public var encode: EncodeOptions
    /// For a recording: its video's format and the moment of its poster still.
    public var recording: RecordingOutputSettings

    public init(capturePath: String, name: String, poses: [Pose]? = nil, angles: [Pose: [Double]] = [:],
                options: RenderOptions = RenderOptions(), format: ImageFormat = .png,
                encode: EncodeOptions = EncodeOptions(), recording: RecordingOutputSettings = RecordingOutputSettings()) {
        self.capturePath = capturePath; self.name = name; self.poses = poses; self.angles = angles
        self.options = options; self.format = format; self.encode = encode; self.recording = recording
    }

    /// True when the capture is a screen recording (by its extension): its outputs are videos.
    public var isRecording: Bool { Recording.isRecording(capturePath) }

    /// The extension of the item's outputs: the video's for a recording, else the image format's.
    public var outputExtension: String { isRecording ? recording.fileExtension : (format == .jpeg ? "jpg" : "png") }

    /// A text that changes whenever anything but the capture's and the bezels' bytes would change
    /// the outputs: poses, angles, every render and encode option, the format.
    public var settingsKey: String {
        let poseList = poses.map { $0.map(\.name).joined(separator: ",") } ?? "fitting"
        let angleList = angles.keys.sorted { $0.rawValue < $1.rawValue }
            .map { "\($0.name)=\(angles[$0]!.map { String($0) }.joined(separator: ","))" }.joined(separator: ";")
        return "poses:\(poseList)|angles:\(angleList)|format:\(format)|options:\(String(reflecting: options))"
            + "|encode:\(String(reflecting: encode))" + (isRecording ? "|recording:\(String(reflecting: recording))" : "")
    }
}
