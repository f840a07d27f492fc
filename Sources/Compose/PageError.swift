/// Why a store page cannot be drawn from a plan that checked out: a device whose mock-up failed,
/// a page's video without a recording to play. Invariant: `description` is one line naming the
/// page, by its place in the storefile (`sets[0].pages[1]`) or its output file.
public enum PageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The mock-up of device `device` of the page at `place` was not rendered.
    case mockupMissing(place: String, device: Int)
    /// A page's video (`file`) whose page shows no recording.
    case noRecording(file: String)
    /// The recording's device is not among those placed on the page at `place`.
    case recordingDeviceNotPlaced(place: String)

    public var description: String {
        let text = switch self {
        case .mockupMissing(let place, let i): "\(place).devices[\(i)]: its mock-up could not be rendered"
        case .noRecording(let file): "\(file): no recording on the page"
        case .recordingDeviceNotPlaced(let place): "\(place): the recording's device is not on the page"
        }
        return OneLine.of(text)
    }
}
