extension AppState {
    /// What is kept of the state before a batch of actions to tell afterwards whether the batch
    /// changed it (`AppStore`: no frame is drawn for a batch that changed nothing).
    ///
    /// Why not a copy of the state: the copy would share the lists' storage, and the reducer's
    /// next change to a list (a page of stories appended) would then copy the whole list first.
    /// For 10,000 stories that was a copy of up to 2.5 MB per page, both copies alive at once,
    /// and an element-by-element comparison of the two afterwards. The mark holds the lists
    /// without their items and compares their revisions instead.
    public struct ChangeMark: Equatable {
        private let rest: AppState
        private let revisions: [Int]

        init(_ state: AppState) {
            var rest = state
            rest.heroes = state.heroes.withoutItems()
            rest.stories = state.stories.withoutItems()
            rest.events.list = state.events.list.withoutItems()
            self.rest = rest
            revisions = [state.heroes.revision, state.stories.revision, state.events.list.revision]
        }

        public static func == (lhs: ChangeMark, rhs: ChangeMark) -> Bool {
            lhs.revisions == rhs.revisions && lhs.rest == rhs.rest
        }
    }

    /// The state's mark, to compare with the mark taken after the next batch.
    public var changeMark: ChangeMark { ChangeMark(self) }
}
