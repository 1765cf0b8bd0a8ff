#ifndef WAYFINDER_CREADLINE_SHIM_H
#define WAYFINDER_CREADLINE_SHIM_H

// readline.h uses FILE without including stdio.h.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// Setters for readline's globals, so Swift code never assigns C globals directly.

typedef char **(*wayfinder_completion_function)(const char *, int, int);

static inline void wayfinder_rl_set_completion(wayfinder_completion_function function) {
  rl_attempted_completion_function = function;
  // Without matches, do not fall back to completing file names.
  rl_completion_entry_function = NULL;
}

typedef void (*wayfinder_display_function)(char **, int, int);

// How a second Tab lists the matches (readline prints them whole by default).
static inline void wayfinder_rl_set_display(wayfinder_display_function function) {
  rl_completion_display_matches_hook = function;
}

static inline void wayfinder_rl_disable_default_completion(void) {
  rl_attempted_completion_over = 1;
}

static inline void wayfinder_rl_set_signal_handling(int enabled) {
  rl_catch_signals = enabled;
  rl_catch_sigwinch = enabled;
}

static inline void wayfinder_rl_set_name(const char *name) {
  rl_readline_name = name;
}

static inline int wayfinder_rl_point(void) { return rl_point; }
static inline int wayfinder_rl_end(void) { return rl_end; }
static inline void wayfinder_rl_set_point(int point) { rl_point = point; }

static inline const char *wayfinder_rl_line_buffer(void) { return rl_line_buffer; }

// Complete the whole line rather than the last word, so labels with spaces complete in one go.
static inline void wayfinder_rl_complete_whole_lines(void) {
  static char breaks[] = "\n";
  rl_completer_word_break_characters = breaks;
  rl_completion_append_character = '\0';
}

static inline void wayfinder_rl_suppress_append(void) { rl_completion_suppress_append = 1; }

static inline void wayfinder_rl_set_instream(FILE *input) { rl_instream = input; }

#endif
