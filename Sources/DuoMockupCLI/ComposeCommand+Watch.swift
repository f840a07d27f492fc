import DuoMockup
import _Support

extension ComposeCommand {
    /// `compose --watch`: the library's `ComposeWatch`, each round printed (`ComposeWatchRound`),
    /// stopped by Ctrl-C, SIGTERM or SIGHUP between rounds (`Interruption.stoppable`). Exit 0 once
    /// stopped: the last round's failures were reported as they came.
    static func watch(_ job: ComposeJob, json: Bool, quiet: Bool, console: Console) -> Int32 {
        let watch = ComposeWatch(job: job)
        let folder = PathText.folder(job.storefile)
        let (_, signal) = Interruption.stoppable { stopRequested in
            watch.run(notices: { notice in
                if case .exampleArt = notice, quiet || json { return }
                console.notice(notice)
            }, stop: { stopRequested() != nil }, onRound: { round in
                let text = ComposeWatchRound(round: round, folder: folder, outputDirectory: job.outputDirectory)
                if json {
                    console.out(text.json)
                    for line in text.quietLines { console.err(line) }
                } else {
                    for line in quiet ? text.quietLines : text.lines { console.err(line) }
                }
            })
        }
        if !quiet && !json { console.err("duo-mockup: watch stopped" + (signal.map { " (\(Interruption.name(of: $0)))" } ?? "")) }
        return ExitStatus.success.rawValue
    }
}
