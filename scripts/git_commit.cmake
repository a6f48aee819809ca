# Writes OUTPUT defining bitbench::git_commit() from the checkout at SOURCE_DIR, rewriting
# the file only when the commit changes so that an unchanged tree does not relink.
execute_process(COMMAND git -C ${SOURCE_DIR} rev-parse --short=12 HEAD
  OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
if(failed OR commit STREQUAL "")
  set(commit "unknown")
else()
  # results/ is the sweeps' output, not the code: a sweep after another is not dirty.
  execute_process(COMMAND git -C ${SOURCE_DIR} status --porcelain --untracked-files=no
    -- . ":(exclude)results"
    OUTPUT_VARIABLE changes OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(NOT changes STREQUAL "")
    string(APPEND commit "-dirty")
  endif()
endif()
set(content "namespace bitbench { const char* git_commit() { return \"${commit}\"; } }\n")
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} previous)
endif()
if(NOT previous STREQUAL content)
  file(WRITE ${OUTPUT} "${content}")
endif()
