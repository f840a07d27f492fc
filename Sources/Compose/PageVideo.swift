import Codecs
import Colour
import Mockup
import Motion
import Raster

/// A store page that shows a recording, written as a video beside its still page: the page
/// drawn once in layers (`PageRenderer.videoLayers`), the recording's device framed frame by
/// frame at the size of its place on the page and put between them, the recording's sound kept
/// (MP4, MOV). Invariant: the video has the page's size and the recording's length and rate.
enum PageVideo {
    static func write(_ job: ComposePlan.Job, to path: String, mockups: [MockupKey: DeviceMockup], painter: CaptionPainter?,
                      bezels: BezelSource, tools: FFmpegTools?, limits: DecodeLimits) throws -> RecordingRenderSummary {
        guard let key = job.spread.mockupKeys.joined().first(where: \.isRecording) else {
            throw PageError.noRecording(file: job.outputs[0])
        }
        guard let tools else { throw FFmpegTools.missing(file: key.capture) }
        let recording = try Recording.open(key.capture, tools: tools, limits: limits)
        // The page's video is in the recording's space (its frames are): the page is drawn in it.
        let layers = try PageRenderer.videoLayers(job.spread, mockups: mockups, painter: painter, playing: key,
                                                  space: recording.info.colourSpace)
        var options = key.options
        // The device drawn straight at its size on the page, in the recording's space as the page is.
        options.framing.width = layers.device.width
        options.colourSpace = .capture
        let span = try RecordingSpan.trimmed(recording.info, from: nil, to: nil, framesPerSecond: nil)
        var video = RecordingJob(recording: recording, destination: .file(try ClipOutput(path: path)), options: options, span: span)
        video.finishing = { layers.page(with: $0) }
        video.cover = try key.cover.map { try ImageFile.read(path: $0, limits: limits) }
        return try video.run(bezels: bezels)
    }
}
