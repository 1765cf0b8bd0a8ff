internal import Wayfinder
import WayfinderProperties
public import WayfinderFlowFiles

/// Runs scenarios against their app, as the REPL runs a script on its virtual clock: after
/// each command the launch goes on by itself while only time can move it.
///
/// ```swift
/// let runner = ScenarioRunner(definition: app, renderer: { session, width in ... })
/// let result = runner.run(scenario)
/// if let failure = result.failure { print(failure) }
/// ```
public struct ScenarioRunner: Sendable {
  /// Draws a session's screen at a width, with ASCII frames and no color, for `expect render`.
  public typealias Renderer = @Sendable (_ session: AppSession, _ width: Int) -> String

  /// The app.
  public let definition: FlowDefinition
  /// Draws screens for `expect render`; without one, such expectations fail.
  public var renderer: Renderer?
  /// Whether a render that differs from its `expect render` block is taken as the new
  /// golden (reported in ``ScenarioResult/recordedRenders``) instead of failing.
  public var recordsRenders = false

  /// Creates a runner for `definition`'s scenarios.
  ///
  /// - Parameters:
  ///   - definition: The app.
  ///   - renderer: How `expect render` draws the screen; by default as `wayfinder test` does
  ///     (`SessionScreen.text(of:width:)`). `nil` fails every `expect render`.
  public init(
    definition: FlowDefinition,
    renderer: Renderer? = { session, width in SessionScreen.text(of: session, width: width) }
  ) {
    self.definition = definition
    self.renderer = renderer
  }

  /// Runs `scenario` until its end or its first failure.
  public func run(_ scenario: Scenario) -> ScenarioResult {
    var recorder = CoverageRecorder(definition)
    var result = play(scenario, recording: &recorder)
    result.covered = recorder.covered
    return result
  }

  /// Runs `scenario`, noting what it covers in `recorder`.
  private func play(_ scenario: Scenario, recording recorder: inout CoverageRecorder)
    -> ScenarioResult
  {
    var result = ScenarioResult(name: scenario.name, location: scenario.location)
    var facts = definition.initialFacts
    facts.merge(scenario.facts)
    var session: AppSession
    do throws(SessionError) {
      let (started, output) = try AppSession.start(definition, facts: facts)
      session = started
      let settled = session.settle()
      recorder.started(session, outputs: [output, settled])
    } catch {
      result.failure = ScenarioFailure(
        scenario: scenario.name, location: scenario.location,
        message: "the app cannot start: \(error.description)")
      return result
    }
    // The app's properties hold after every command, as they do in an exploration. An app with
    // none has nothing to check: what they would read is not worked out.
    var monitor = PropertyMonitor(definition.properties, version: definition.version)
    let checksProperties = !definition.properties.isEmpty
    let readsCommand =
      monitor.names.contains("command")
      || monitor.names.contains(PropertyFacts.previous("command"))
    if checksProperties,
      let broken = monitor.check(session.propertyFacts(command: "", reading: monitor.names)).first
    {
      result.failure = ScenarioFailure(
        scenario: scenario.name, location: scenario.location,
        message: "at launch, \(broken)")
      return result
    }
    var index = 0
    let steps = scenario.steps
    while index < steps.count {
      let step = steps[index]
      var expectedError: (message: String, location: FileLocation)?
      if index + 1 < steps.count, case .expectation(.error(let message)) = steps[index + 1].kind {
        expectedError = (message, steps[index + 1].location)
      }
      switch step.kind {
      case .command(let command, let text):
        let before = session
        do throws(SessionError) {
          // On failure `session` is put back to `before`: no second copy to keep it whole.
          let output: SessionOutput
          do throws(SessionError) {
            output = try session.performLeavingPartOnFailure(command, settling: true)
          } catch {
            session = before
            throw error
          }
          recorder.record(command, before: before, after: session, output: output)
          let read = readsCommand ? before.propertyText(of: command) : ""
          if checksProperties,
            let broken = monitor.check(session.propertyFacts(command: read, reading: monitor.names))
              .first
          {
            result.failure = ScenarioFailure(
              scenario: scenario.name, location: step.location,
              message: "after '\(text)', \(broken)",
              expected: PropertyReport.lines(of: before), actual: PropertyReport.lines(of: session))
            return result
          }
          if let expected = expectedError {
            result.failure = ScenarioFailure(
              scenario: scenario.name, location: expected.location,
              message: "'\(text)' was expected to fail, but it succeeded",
              expected: ["error: \(expected.message)"], actual: ["(no error)"])
            return result
          }
        } catch {
          guard let expected = expectedError else {
            result.failure = ScenarioFailure(
              scenario: scenario.name, location: step.location,
              message: "'\(text)' failed: \(error.description)")
            return result
          }
          let message = error.description
          guard message == expected.message || message.hasPrefix(expected.message) else {
            result.failure = ScenarioFailure(
              scenario: scenario.name, location: expected.location,
              message: "'\(text)' failed with another error",
              expected: ["error: \(expected.message)"], actual: ["error: \(message)"])
            return result
          }
          index += 1
        }
      case .expectation(let expectation):
        if let mismatch = check(expectation, in: session) {
          if recordsRenders, case .render = expectation, renderer != nil {
            result.recordedRenders.append(
              RecordedRender(location: step.location, lines: mismatch.actual))
            index += 1
            continue
          }
          result.failure = ScenarioFailure(
            scenario: scenario.name, location: step.location, message: mismatch.message,
            expected: mismatch.expected, actual: mismatch.actual)
          return result
        }
      }
      index += 1
    }
    return result
  }
}

/// What running one scenario gave: its failure, if any, and what it exercised.
public struct ScenarioResult: Sendable {
  /// The scenario's name.
  public var name: String
  /// Where the scenario starts.
  public var location: FileLocation
  /// The first failure, or `nil` when every expectation held.
  public var failure: ScenarioFailure?
  /// What the scenario exercised (up to its failure), of every coverage criterion.
  public var covered: Set<CoverageItem> = []
  /// With ``ScenarioRunner/recordsRenders``, the renders that differed from their blocks.
  public var recordedRenders: [RecordedRender] = []

  /// Whether the scenario passed.
  public var passed: Bool { failure == nil }
}
