/// One value in a reference, for values that copy on write: their copies share the box until
/// one of them changes, which first copies the box unless it holds the only reference.
///
/// The value is the box's generic parameter, so releasing the last reference destroys it
/// without looking up the types of its parts (a box with the parts as its own fields did, and
/// that look-up cost more than the copies it saved).
@usableFromInline
final class CopyOnWriteBox<Value: Sendable>: @unchecked Sendable {
  // Safe to share across threads: `Value` is `Sendable`, and the value is written only by an
  // owner that has first proven with `isKnownUniquelyReferenced` that it holds the only
  // reference to this box (copying the box otherwise). No other owner, on any thread, can then
  // read the box being written: the rule that makes the standard library's arrays safe.
  // Exclusivity is not checked at run time for the same reason.
  @exclusivity(unchecked) @usableFromInline var value: Value

  @inlinable
  init(_ value: Value) { self.value = value }
}
