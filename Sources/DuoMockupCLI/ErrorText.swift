import DuoMockup

/// The one place where a library error becomes the command's one line: the library's message,
/// with the flag that would fix it where the library can only name the setting.
enum ErrorText {
    static func line(for error: Error) -> String {
        let text: String
        switch error {
        case let e as SettingError:
            text = e.message(naming: SharedOptions.flagName)
        case BezelError.noArtFound(let looked, let variable):
            text = BezelError.noArtFound(looked: looked, environmentVariable: variable).description + " (or pass --bezels DIR)"
        case let e as BezelError:
            if case .ambiguous = e { text = e.description + ", or pass --bezel FILE" } else { text = e.description }
        case let e as CodecError:
            text = e.message(naming: { _ in "--allow-partial" })
        case let e as MotionError:
            text = e.message(naming: flag)
        case let e as KeyframeError:
            text = e.message(naming: flag)
        case let e as FoldError:
            text = e.message(naming: { "--" + $0 })
        case MockupError.inCapture(let file, .wrongPose(let w, let h, let capturePose, let requested)):
            text = "\(file): this is \(capturePose.withArticle) capture: --pose "
                + capturePose.posesShowingIt.map(\.name).joined(separator: " or ")
                + " (\(w)×\(h); \(requested.name) shows the \(requested.flatPose.name) screen, where --fit puts it anyway)"
        case let e as MockupError:
            text = e.description + advice(for: e)
        default:
            text = String(describing: error)
        }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// An item's failure in a batch (a gallery's capture, a compose page): the library's text,
    /// with the flags spelled where the error names a setting (as `line` does).
    static func itemLine(for error: Error) -> String {
        switch error {
        case is CodecError, is MotionError, is KeyframeError: line(for: error)
        default: String(describing: error)
        }
    }

    /// The flag that gives a clip's setting (`--frames DIR` stands for a folder of PNG frames).
    static func flag(_ setting: MotionSetting) -> String {
        switch setting {
        case .path: "--path"
        case .keyframes: "--keyframes"
        case .framesPerSecond: "--fps"
        case .plays: "--loop"
        case .start: "--from"
        case .end: "--to"
        case .videoCodec: "--codec"
        case .width: "--width"
        case .maxPixels: "--max-pixels"
        case .pose: "--pose"
        case .framesFolder: "--frames DIR"
        case .hold: "--hold"
        case .matte: "--matte"
        }
    }

    /// The flag a mock-up error's own words point to.
    private static func advice(for error: MockupError) -> String {
        switch error {
        case .inCapture(_, let inner): advice(for: inner)
        case .unknownCaptureSize: " with --pose"
        case .aspectMismatch: " with --fit"
        case .outputTooLarge: " (a smaller --scale or --width, or --max-pixels)"
        default: ""
        }
    }
}
