import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
@testable import WayfinderPersistence

/// What a path given for writing resolves to.
@Suite struct FileTargetTests {
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-target-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder + "/" + name }

  @Test func filesAndMissingPathsAreRegularFiles() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try FileTarget.resolve(path("new.json")) == .regularFile(path: path("new.json")))
    try Data().write(to: URL(fileURLWithPath: path("old.json")))
    #expect(try FileTarget.resolve(path("old.json")) == .regularFile(path: path("old.json")))
  }

  @Test func linksAreFollowedToTheirTargets() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: path("a"), withDestinationPath: "b")
    try manager.createSymbolicLink(atPath: path("b"), withDestinationPath: path("c"))
    #expect(try FileTarget.resolve(path("a")) == .regularFile(path: path("c")))
    try manager.createSymbolicLink(atPath: path("loop"), withDestinationPath: "loop")
    #expect(throws: FileTargetError.tooManyLinks) { try FileTarget.resolve(path("loop")) }
  }

  @Test func foldersDevicesAndSocketsAreRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: FileTargetError.folder) { try FileTarget.resolve(folder) }
    #expect(throws: FileTargetError.device) { try FileTarget.resolve("/dev/zero") }
    #expect(try FileTarget.resolve("/dev/null") == .nullDevice(path: "/dev/null"))
    #expect(FileTargetError.device.description == "it is a device, not a file")
  }

  @Test func fifosAreWrittenThrough() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(mkfifo(path("fifo"), 0o600) == 0)
    #expect(try FileTarget.resolve(path("fifo")) == .fifo(path: path("fifo")))
  }

  @Test func descriptorPathsNameInheritedDescriptors() throws {
    #expect(FileTarget.inheritedDescriptor(named: "/dev/stdout") == 1)
    #expect(FileTarget.inheritedDescriptor(named: "/dev/fd/63") == 63)
    #expect(FileTarget.inheritedDescriptor(named: "/proc/self/fd/7") == 7)
    #expect(FileTarget.inheritedDescriptor(named: "/dev/fd/x") == nil)
    #expect(FileTarget.inheritedDescriptor(named: "/dev/fd/") == nil)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    #expect(
      try FileTarget.resolve("/dev/fd/\(ends[1])")
        == .inherited(descriptor: ends[1], kind: .pipe))
    #expect(throws: FileTargetError.closedDescriptor(9_999)) {
      try FileTarget.resolve("/dev/fd/9999")
    }
  }
}
