/// What a job says while it runs, for its caller to show (the library prints nothing): a warning
/// or note in the job's own words, the example art being used, or a wait for another run's lock.
/// Invariant: every text is one line, without the tool's prefix.
public enum JobNotice: Sendable, Equatable {
    case warning(String)
    case note(String)
    /// The search for bezel art ended at the bundled example art in this folder.
    case exampleArt(folder: String)
    /// Another run holds `lockFile` in `folder`; this one waits for it.
    case waiting(folder: String, lockFile: String)
}
