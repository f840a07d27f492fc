import DuoMockup
import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// kill -9 at moments spread over a whole run of gallery, compose, sweep and animate (APNG and a
/// folder of frames): after each kill every file at an output's name decodes whole, and the only
/// other thing left is a temporary file of ours that no process holds; after all of them one
/// more run finishes the work: exit 0, no temporary file anywhere, and the same files, byte for
/// byte, as a run that was never interrupted. `DUO_KILL_MOMENTS` (default 24 a command, half as
/// many for the frames folder, to keep the suite within its time) sets how many moments; they are
/// stratified over the measured length of a run, from a fixed seed.
@Suite(.serialized) struct KillAtRandomMomentsTests {
    static var moments: Int { Int(ProcessInfo.processInfo.environment["DUO_KILL_MOMENTS"] ?? "") ?? 24 }

    /// What the kills of one command found.
    struct Tally: CustomStringConvertible {
        var kills = 0, midRun = 0, leftovers = 0
        var description: String { "\(kills) kills, \(midRun) mid-run, \(leftovers) temporary files left (ours, unlocked)" }
    }

    @Test(arguments: ["gallery", "compose", "sweep", "animate", "animate-frames"])
    func killedAtAnyMomentLeavesWholeFilesAndTheNextRunFinishes(command: String) throws {
        let project = try FaultProject("duo-kill-\(command)")
        // A run never interrupted: the reference, and how long a run takes.
        let reference = project("reference")
        try FileManager.default.createDirectory(atPath: reference, withIntermediateDirectories: true)
        let clock = ContinuousClock()
        let cpuBefore = Self.childrenCPUSeconds()
        let start = clock.now
        let first = try RunningTool.run(project.commands(into: reference)[command]!, errorFile: project("reference.err"))
        let elapsed = clock.now - start
        try #require(first.status == 0, "\(first.error)")
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let cpu = Self.childrenCPUSeconds() - cpuBefore

        let out = project("out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let arguments = project.commands(into: out)[command]!
        // Incremental commands would have less and less to do: every other run starts over.
        let forcing = ["gallery", "compose"].contains(command)
        var generator = SeededGenerator(seed: 0x28_9)
        var tally = Tally()
        let moments = command == "animate-frames" ? max(1, Self.moments / 2) : Self.moments
        for k in 0..<moments {
            let fraction = (Double(k) + Double.random(in: 0..<1, using: &generator)) / Double(moments)
            let tool = try RunningTool(arguments + (forcing && k % 2 == 1 ? ["--force"] : []), errorFile: project("kill.err"))
            usleep(UInt32(fraction * seconds * 1.05 * 1_000_000))
            if tool.isRunning { tally.midRun += 1 }
            tool.send(SIGKILL)
            tool.wait()
            tally.kills += 1
            let leftovers = FaultFiles.temporaries(in: out)
            tally.leftovers += leftovers.count
            for file in leftovers {
                #expect(file.contains(".duo-") && !FaultFiles.isLocked(out + "/" + file), "after kill \(k): \(file)")
            }
            #expect(FaultFiles.undecodable(in: out) == [], "after kill \(k) at \(fraction)")
        }
        let last = try RunningTool.run(arguments, errorFile: project("last.err"))
        #expect(last.status == 0, "\(last.error)")
        #expect(FaultFiles.temporaries(in: out) == [], "\(FaultFiles.all(in: out))")
        #expect(FaultFiles.undecodable(in: out) == [])
        let visible = { (folder: String) in FaultFiles.all(in: folder).filter { !$0.hasPrefix(".gallery") } }
        #expect(visible(out) == visible(reference))
        for file in visible(reference) where !FaultFiles.isFolder(reference + "/" + file) && !file.hasSuffix(".html") {
            #expect(FileManager.default.contentsEqual(atPath: out + "/" + file, andPath: reference + "/" + file), "\(file) differs")
        }
        print("kill -9 \(command): \(tally) over a \(String(format: "%.2f", seconds)) s run "
              + "(\(String(format: "%.2f", cpu)) s CPU)")
    }

    /// CPU seconds (user + system) of the children this process has waited for.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return s(usage.ru_utime) + s(usage.ru_stime)
    }
}
