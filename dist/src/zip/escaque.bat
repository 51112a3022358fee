@echo off
rem Starts Escaque (escaque.jar, beside this file) with Java 17 or newer: the one in JAVA_HOME, else the one on
rem the PATH. Arguments go to the app: "escaque" starts it and opens the browser; "escaque --help" lists the rest.
setlocal
set "JAVA=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "JAVA=%JAVA_HOME%\bin\java.exe"
"%JAVA%" -version >nul 2>&1
if errorlevel 1 (
  echo escaque: Java 17 or newer is needed and none was found; install it ^(e.g. OpenJDK or Temurin^) and try again
  echo escaque: hace falta Java 17 o posterior y no se ha encontrado; instalalo ^(p. ej. OpenJDK o Temurin^) y vuelve a probar
  pause
  exit /b 2
)
rem The app's memory settings (those of the development launcher) when it serves, unless ESCAQUE_JAVA_OPTS gives others.
set "FIRST=%~1"
if not defined FIRST set "FIRST=serve"
set "OPTS="
if defined ESCAQUE_JAVA_OPTS (
  set "OPTS=%ESCAQUE_JAVA_OPTS%"
) else (
  if /i "%FIRST%"=="serve" set "OPTS=-XX:+UseSerialGC -Xms16m -XX:MaxNewSize=24m -XX:MinHeapFreeRatio=70 -XX:MaxHeapFreeRatio=90 -Xmx384m -Xss512k"
  if "%FIRST:~0,1%"=="-" set "OPTS=-XX:+UseSerialGC -Xms16m -XX:MaxNewSize=24m -XX:MinHeapFreeRatio=70 -XX:MaxHeapFreeRatio=90 -Xmx384m -Xss512k"
)
"%JAVA%" %OPTS% -jar "%~dp0escaque.jar" %*
exit /b %errorlevel%
