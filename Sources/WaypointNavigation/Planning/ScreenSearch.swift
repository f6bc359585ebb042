/// Where a screen sits in a state: its layer (`nil` for the root), the position of its tab in
/// that container's tab bar (`nil` outside a tab bar), its stack index (in a split view, its
/// index in the detail stack).
///
/// Plain numbers: a search result holds nothing to retain or release, and the tab's identifier
/// is read from the state only when a plan selects it.
struct Location: Hashable {
    var layer: Int?
    var tab: Int?
    var index: Int
}

/// The occurrences a plan can switch to, found in one walk over a state: the cheapest occurrence
/// of the target and, when there is none, the deepest screen of the back stack that is already
/// reachable, with its cheapest occurrence.
///
/// In a split view only the detail stack is searched: it is the stack a plan pops and pushes,
/// while the sidebar and content columns change only with a ``Placement/column(_:selecting:)``.
///
/// Cheapest means the planner's order: the highest layer holding the screen (fewest
/// dismissals), then the fewest screens popped, then the selected tab, then tab order. The walk
/// visits the layers top-most first, then the root; the tabs of a tab bar in order; each stack
/// from its top down. So an occurrence found later never beats one found in an earlier container,
/// and within a tab bar it wins only with fewer pops, or as many in the selected tab when the
/// best so far is not in it.
///
/// Planning searches the whole state for a screen that is usually nowhere in it, so the walk is
/// the planner's main cost. It reads the stacks in place, reads only the screens' stored
/// fingerprints (equal screens have equal fingerprints) until one is wanted, and stops at the
/// first container that holds the target, since nothing below it can matter.
struct ScreenSearch {
    /// The cheapest occurrence of the target, if it is anywhere.
    private(set) var target: Location?
    /// When the target is nowhere: the index in the back stack of its deepest screen found in
    /// the state, and that screen's cheapest occurrence.
    private(set) var anchor: (backStackIndex: Int, location: Location)?

    /// Searches `state` for `screen` and for the screens of `backStack` (pass none to look for
    /// the screen alone).
    ///
    /// The arguments are borrowed: an initializer otherwise takes its arguments owned, and the
    /// caller would copy the whole state (and retain its containers) to pass it in.
    init(for screen: borrowing Screen, backStack: borrowing [Screen] = [], in state: borrowing NavigationState) {
        let walk = withUnsafePointer(to: screen) { screen in
            backStack.withUnsafeBufferPointer { backStack in
                // The fingerprints of the target and of every back-stack screen, on the stack.
                withUnsafeTemporaryAllocation(of: Int.self, capacity: backStack.count + 1) { wanted in
                    wanted.initialize(repeating: screen.pointee.fingerprint)
                    for index in backStack.indices {
                        wanted[index + 1] = backStack[index].fingerprint
                    }
                    return Self.walk(
                        state, for: Query(screen: screen, backStack: backStack, wanted: UnsafeBufferPointer(wanted)))
                }
            }
        }
        target = walk.target
        anchor = walk.anchor
    }

    /// What the walk looks for, read in place.
    private struct Query {
        var screen: UnsafePointer<Screen>
        var backStack: UnsafeBufferPointer<Screen>
        /// The target's fingerprint, then the back stack's.
        var wanted: UnsafeBufferPointer<Int>
    }

    /// What the walk found so far. Plain numbers only: updating it releases nothing, so the
    /// walk can read the state in place without retaining what it reads.
    private struct Walk {
        var target: Location?
        var anchor: (backStackIndex: Int, location: Location)?
    }

    private static func walk(_ state: borrowing NavigationState, for query: Query) -> Walk {
        var walk = Walk()
        // Most containers hold no screen whose fingerprint is wanted, which one pass over their
        // stacks tells; only the others are searched.
        for layer in state.layers.indices.reversed() {
            if let first = firstWanted(in: layer, fromTab: 0, in: state, for: query),
                search(layer, from: first, in: state, for: query, into: &walk)
            {
                return walk
            }
        }
        if let first = firstWanted(in: nil, fromTab: 0, in: state, for: query) {
            search(nil, from: first, in: state, for: query, into: &walk)
        }
        return walk
    }

    /// Searches the container at `layer` (the root for `nil`) from `first`, its first stack
    /// holding a wanted fingerprint; `true` when it holds the target, which ends the walk.
    @discardableResult
    private static func search(
        _ layer: Int?, from first: (stack: Stack, index: Int), in state: borrowing NavigationState, for query: Query,
        into walk: inout Walk
    ) -> Bool {
        // A back-stack screen shallower than the one found in a higher layer cannot win, nor can
        // one as deep: that layer's occurrence is cheaper.
        let shallowest = (walk.anchor?.backStackIndex ?? -1) + 1
        if first.stack.tab != nil {
            return searchTabs(layer, from: first, in: state, for: query, from: shallowest, into: &walk)
        }
        let found = scan(first.stack, startingAt: first.index, in: state, for: query, from: shallowest)
        if let index = found.target {
            walk.target = Location(layer: layer, tab: nil, index: index)
            return true
        }
        if let (backStackIndex, index) = found.anchor {
            walk.anchor = (backStackIndex, Location(layer: layer, tab: nil, index: index))
        }
        return false
    }

    /// Searches the tab bar at `layer` from `first`, its first tab holding a wanted fingerprint;
    /// an occurrence in a later tab may still win. Tabs without a wanted fingerprint are passed
    /// over: they hold nothing to find.
    private static func searchTabs(
        _ layer: Int?, from first: (stack: Stack, index: Int), in state: borrowing NavigationState, for query: Query,
        from shallowest: Int, into walk: inout Walk
    ) -> Bool {
        var bestTarget: Candidate?
        var bestAnchor: (backStackIndex: Int, candidate: Candidate)?
        var next: (stack: Stack, index: Int)? = first
        while let (stack, top) = next {
            let tab = stack.tab ?? 0
            next = firstWanted(in: layer, fromTab: tab + 1, in: state, for: query)
            // Once the target is found only the target matters; a back-stack screen as deep as
            // the best so far may still win with fewer pops.
            let from = bestTarget != nil ? query.backStack.count : bestAnchor?.backStackIndex ?? shallowest
            let found = scan(stack, startingAt: top, in: state, for: query, from: from)
            guard found.target != nil || found.anchor != nil else { continue }
            let (top, isSelected) = state.withContainer(at: layer) { container -> (Int, Bool) in
                guard case .tabs(let tabs, let selected) = container else { return (0, false) }
                return (tabs[tab].stack.count - 1, tabs[tab].id == selected)
            }
            if let index = found.target {
                let candidate = Candidate(tab: tab, index: index, pops: top - index, isSelected: isSelected)
                if candidate.isCheaper(than: bestTarget) {
                    bestTarget = candidate
                }
            } else if let (backStackIndex, index) = found.anchor {
                let candidate = Candidate(tab: tab, index: index, pops: top - index, isSelected: isSelected)
                if let best = bestAnchor, best.backStackIndex == backStackIndex {
                    if candidate.isCheaper(than: best.candidate) {
                        bestAnchor = (backStackIndex, candidate)
                    }
                } else {
                    bestAnchor = (backStackIndex, candidate)
                }
            }
        }
        if let best = bestTarget {
            walk.target = Location(layer: layer, tab: best.tab, index: best.index)
            return true
        }
        if let best = bestAnchor {
            walk.anchor = (
                best.backStackIndex, Location(layer: layer, tab: best.candidate.tab, index: best.candidate.index)
            )
        }
        return false
    }

    /// An occurrence in a tab bar, with what decides between two of them.
    private struct Candidate {
        var tab: Int
        var index: Int
        var pops: Int
        var isSelected: Bool

        /// Whether this occurrence, found after `best` in the same tab bar, is cheaper.
        func isCheaper(than best: Candidate?) -> Bool {
            guard let best else { return true }
            return pops < best.pops || (pops == best.pops && isSelected && !best.isSelected)
        }
    }

    /// One stack of a state, by position: the container at `layer` (the root for `nil`) and, in
    /// a tab bar, the tab at `tab`. A container of one screen counts as a stack of one.
    private struct Stack {
        var layer: Int?
        var tab: Int?
    }

    /// What one stack holds: the top-most occurrence of the target or, without one, the deepest
    /// back-stack screen (from the index asked for) and its top-most occurrence.
    private typealias StackFinding = (target: Int?, anchor: (backStackIndex: Int, index: Int)?)

    /// Scans `stack` down from `first`, its top-most screen with a wanted fingerprint: only the
    /// fingerprints are read until one is wanted, and then that screen is compared in full.
    ///
    /// The state is read again for each step rather than held: comparing screens calls into
    /// `String` and `Dictionary`, and a stack held across such a call is copied (retained and
    /// released) in case the call changes it. The fingerprint reads call nothing, so the stacks
    /// the walk passes over without a wanted fingerprint are never copied.
    private static func scan(
        _ stack: Stack, startingAt first: Int, in state: borrowing NavigationState, for query: Query,
        from shallowest: Int
    ) -> StackFinding {
        var anchor: (backStackIndex: Int, index: Int)?
        var shallowest = shallowest
        var next: Int? = first
        while let index = next {
            next = withScreens(of: stack, in: state) {
                lastIndex(in: $0, before: index, withFingerprintIn: query.wanted)
            }
            switch identify(index, of: stack, in: state, for: query, from: shallowest) {
            case .target:
                return (index, nil)
            case .backStack(let backStackIndex):
                // Lower in this stack, only a deeper back-stack screen can do better.
                anchor = (backStackIndex, index)
                shallowest = backStackIndex + 1
            case nil:
                break
            }
        }
        return (nil, anchor)
    }

    /// A screen compared in full: the target, or the screen of the back stack at an index.
    private enum Match {
        case target
        case backStack(Int)
    }

    /// Which wanted screen is at `index` in `stack`: the target, else the deepest back-stack
    /// screen from `shallowest` on, else none (the fingerprints were equal, the screens not).
    ///
    /// Out of line: the comparisons need many registers, and inlined they would make every
    /// scan save and restore them even where no fingerprint is wanted.
    @inline(never)
    private static func identify(
        _ index: Int, of stack: Stack, in state: borrowing NavigationState, for query: Query, from shallowest: Int
    ) -> Match? {
        let screen = withScreens(of: stack, in: state) { $0[index] }
        if screen == query.screen.pointee {
            return .target
        }
        var deeper = query.backStack.count
        while deeper > shallowest {
            deeper -= 1
            if query.backStack[deeper] == screen {
                return .backStack(deeper)
            }
        }
        return nil
    }

    /// The first stack of the container at `layer` (the root for `nil`), from the tab at `tab`
    /// on in a tab bar, that holds a screen whose fingerprint is wanted, and the index of the
    /// top-most such screen; `nil` when there is none.
    ///
    /// One pass that calls nothing but `lastIndex`, so the container is read in place: this is
    /// all the walk does with a container where there is nothing to find.
    private static func firstWanted(
        in layer: Int?, fromTab tab: Int, in state: borrowing NavigationState, for query: Query
    ) -> (stack: Stack, index: Int)? {
        state.withContainer(at: layer) { container -> (stack: Stack, index: Int)? in
            switch container {
            case .screen(let only):
                guard tab == 0, query.wanted.contains(only.fingerprint) else { return nil }
                return (Stack(layer: layer, tab: nil), 0)
            case .stack(let screens):
                guard tab == 0,
                    let index = screens.withUnsafeBufferPointer({
                        lastIndex(in: $0, before: $0.count, withFingerprintIn: query.wanted)
                    })
                else { return nil }
                return (Stack(layer: layer, tab: nil), index)
            case .split(let split):
                guard tab == 0,
                    let index = split.detail.withUnsafeBufferPointer({
                        lastIndex(in: $0, before: $0.count, withFingerprintIn: query.wanted)
                    })
                else { return nil }
                return (Stack(layer: layer, tab: nil), index)
            case .tabs(let tabs, _):
                var position = tab
                while position < tabs.count {
                    if let index = tabs[position].stack.withUnsafeBufferPointer({
                        lastIndex(in: $0, before: $0.count, withFingerprintIn: query.wanted)
                    }) {
                        return (Stack(layer: layer, tab: position), index)
                    }
                    position += 1
                }
                return nil
            }
        }
    }

    /// What `body` reads from the screens of `stack`, in place.
    private static func withScreens<Value>(
        of stack: Stack, in state: borrowing NavigationState, _ body: (UnsafeBufferPointer<Screen>) -> Value
    ) -> Value {
        state.withContainer(at: stack.layer) { container in
            switch container {
            case .screen(let only):
                return withUnsafePointer(to: only) { body(UnsafeBufferPointer(start: $0, count: 1)) }
            case .stack(let screens):
                return screens.withUnsafeBufferPointer(body)
            case .tabs(let tabs, _):
                return tabs[stack.tab ?? 0].stack.withUnsafeBufferPointer(body)
            case .split(let split):
                return split.detail.withUnsafeBufferPointer(body)
            }
        }
    }

    /// The index of the top-most screen before `end` whose fingerprint is one of `wanted` (the
    /// target's first).
    ///
    /// Every screen of the state goes through this loop. The target's fingerprint and the last
    /// one wanted are held apart from the others: with a back stack of at most one screen, the
    /// loop reads nothing but the stack. It calls nothing, which is what lets `scan` read the
    /// stacks in place.
    private static func lastIndex(
        in stack: UnsafeBufferPointer<Screen>, before end: Int, withFingerprintIn wanted: UnsafeBufferPointer<Int>
    ) -> Int? {
        guard let base = stack.baseAddress, end > 0 else { return nil }
        let first = wanted[0]
        let last = wanted[wanted.count - 1]
        var screen = base + end
        if wanted.count <= 2 {
            repeat {
                screen -= 1
                let fingerprint = screen.pointee.fingerprint
                if fingerprint == first || fingerprint == last {
                    return screen - base
                }
            } while screen > base
            return nil
        }
        let others = UnsafeBufferPointer(rebasing: wanted[1..<(wanted.count - 1)])
        repeat {
            screen -= 1
            let fingerprint = screen.pointee.fingerprint
            if fingerprint == first || fingerprint == last || others.contains(fingerprint) {
                return screen - base
            }
        } while screen > base
        return nil
    }
}
