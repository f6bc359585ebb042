extension NavigationPlanner {
    /// Why a ``Placement/column(_:selecting:)`` placement cannot land on `root`: the root is not
    /// a split view, the split has no item `item`, or a two-column split has no content column;
    /// `nil` when it can.
    static func columnProblem(
        _ column: SplitView.Column, selecting item: String?, in root: NavigationContainer
    ) -> NavigationError? {
        guard case .split(let split) = root else {
            return .unavailableColumn(column, reason: "the root is not a split view")
        }
        if let item, !split.items.contains(item) {
            return .unknownSplitItem(item, available: split.items)
        }
        if column == .content, split.content == nil {
            return .unavailableColumn(column, reason: "the split view has two columns, no content column")
        }
        return nil
    }

    /// `.column(column, …)` once the layers are dismissed and the item selected: the root split
    /// view is on top.
    ///
    /// In the detail column the target is already showing, popped to, or pushed (after the
    /// deepest screen of the back stack found there), as in a tab. The content and sidebar
    /// columns are replaced in one `showColumn` step: kept up to the target, or up to the deepest
    /// back-stack screen and then the rest of the back stack and the target; else the content
    /// column becomes the back stack and the target, and the sidebar grows by them (a sidebar
    /// keeps its list). New content empties the detail stack, which showed what the old content
    /// listed.
    func planInColumn(
        _ column: SplitView.Column, intent: NavigationIntent, from state: NavigationState, draft: inout Draft
    ) -> NavigationPlan {
        let split = draft.read(state) { $0.root.splitView } ?? SplitView(sidebar: [])
        if column == .detail {
            if let top = split.detail.last,
                top == intent.target || (intent.updateInPlace && top.kind == intent.target.kind)
            {
                if intent.updateInPlace {
                    draft.add(.update(intent.target))
                    return draft.finish(.updatedInPlace)
                }
                return draft.finish(draft.steps.isEmpty ? .alreadyShowing : .switched)
            }
            return popOrPush(in: split.detail, intent: intent, from: state, draft: &draft)
        }
        let stack = split.stack(column) ?? []
        if stack.last == intent.target {
            return draft.finish(draft.steps.isEmpty ? .alreadyShowing : .switched)
        }
        let (screens, found) = Self.stack(
            stack, endingWith: intent.target, backStack: intent.backStack, growing: column == .sidebar)
        draft.add(.showColumn(column, screens))
        if column == .content, !split.detail.isEmpty {
            draft.add(.showColumn(.detail, []))
        }
        return draft.finish(found ? .switched : .built)
    }

    /// `stack` kept up to `target`, or up to the deepest screen of `backStack` it holds and then
    /// the rest of the back stack and `target`, or else the back stack and `target` (after the
    /// whole of `stack` when `growing`); and whether `target` was in `stack`.
    static func stack(
        _ stack: [Screen], endingWith target: Screen, backStack: [Screen], growing: Bool
    ) -> (screens: [Screen], found: Bool) {
        if let index = stack.lastIndex(of: target) {
            return (Array(stack[...index]), true)
        }
        for index in backStack.indices.reversed() {
            if let anchor = stack.lastIndex(of: backStack[index]) {
                return (Array(stack[...anchor]) + backStack[(index + 1)...] + [target], false)
            }
        }
        return ((growing ? stack : []) + backStack + [target], false)
    }
}
