/**
 * The token the exit question's view model is bound to. The dashboard asks for the view model
 * by it, so its first load carries none of the question's rules: they come with the composition root.
 */
export const EXIT_FEEDBACK = Symbol('ExitFeedbackViewModel');
